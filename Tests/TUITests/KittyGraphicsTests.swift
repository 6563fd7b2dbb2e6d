import Foundation
import Pictures
import XCTest
@testable import TUI

/// The kitty graphics protocol's bytes, and when `auto` chooses it.
final class KittyGraphicsTests: XCTestCase {
    private let id = KittyGraphics.defaultImageID

    /// 40×40 RGBA is 6,400 bytes, 8,536 of base64: three chunks.
    private func placement(firstRow: Int = 0, visibleRows: Int = 20) -> PicturePlacement {
        let pixels = (0..<(40 * 40 * 4)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let image = RGBAImage(width: 40, height: 40, pixels: pixels)!
        return PicturePlacement(image: image, columns: 40, rows: 20,
                                area: Rect(row: 4, col: 2, width: 40, height: visibleRows), firstRow: firstRow, pixels: [])
    }

    /// Each `ESC _ G keys ; payload ESC \` as (keys, payload).
    private func commands(_ bytes: [UInt8]) -> [(keys: String, payload: String)] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\u{1B}_G").dropFirst().map { part in
            let body = part.components(separatedBy: "\u{1B}\\")[0]
            let pieces = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return (pieces[0], pieces.count > 1 ? pieces[1] : "")
        }
    }

    func testTransmissionIsChunkedBase64OfThePixelsWithTheKeysFirst() throws {
        let picture = placement()
        let bytes = KittyGraphics.transmit(picture)
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("\u{1B}7\u{1B}[5;3H\u{1B}_G"), "cursor saved, moved to the picture's first cell")
        XCTAssertTrue(text.hasSuffix("\u{1B}\\\u{1B}8"), "and put back after the last chunk")

        let chunks = commands(bytes)
        XCTAssertEqual(chunks.count, 3)
        XCTAssertEqual(chunks[0].keys, "a=T,f=32,s=40,v=40,i=\(id),p=1,c=40,r=20,C=1,q=2,m=1")
        XCTAssertEqual(chunks[1].keys, "m=1,q=2")
        XCTAssertEqual(chunks[2].keys, "m=0,q=2")
        XCTAssertEqual(chunks.map(\.payload.count), [4096, 4096, 8536 - 8192])
        let decoded = try XCTUnwrap(Data(base64Encoded: chunks.map(\.payload).joined()))
        XCTAssertEqual(Array(decoded), picture.image.pixels)
    }

    func testASmallPictureIsOneChunkEndingTheTransmission() {
        var small = placement()
        small.image = RGBAImage(width: 1, height: 2, pixels: [1, 2, 3, 255, 4, 5, 6, 255])!
        small.area = Rect(row: 0, col: 0, width: 1, height: 1)
        small.columns = 1
        small.rows = 1
        let chunks = commands(KittyGraphics.transmit(small))
        XCTAssertEqual(chunks.count, 1)
        XCTAssertEqual(chunks[0].keys, "a=T,f=32,s=1,v=2,i=\(id),p=1,c=1,r=1,C=1,q=2,m=0")
        XCTAssertEqual(chunks[0].payload, Data([1, 2, 3, 255, 4, 5, 6, 255]).base64EncodedString())
    }

    func testAScrolledPictureIsPlacedAsTheRowsInView() {
        let place = commands(KittyGraphics.place(placement(firstRow: 5, visibleRows: 10)))
        XCTAssertEqual(place.count, 1)
        // Rows 5–14 of 20 are pixels 10–30 of 40.
        XCTAssertEqual(place[0].keys, "a=p,i=\(id),p=1,c=40,r=10,x=0,y=10,w=40,h=20,C=1,q=2")
        XCTAssertEqual(place[0].payload, "")
    }

    func testAPictureLargerThanItsCellsIsSentAtTheirPixels() {
        let large = RGBAImage(width: 400, height: 200, pixels: Array([[UInt8]](repeating: [200, 200, 200, 255], count: 400 * 200).joined()))!
        let fitted = KittyGraphics.fitted(large, columns: 4, rows: 1, cell: (width: 10, height: 20))
        XCTAssertEqual(fitted.width, 40, "4 cells of 10 pixels")
        XCTAssertEqual(fitted.height, 20)
        XCTAssertEqual(Array(fitted.pixels.prefix(4)), [200, 200, 200, 255])
        let small = RGBAImage(width: 30, height: 10, pixels: [UInt8](repeating: 9, count: 30 * 10 * 4))!
        XCTAssertEqual(KittyGraphics.fitted(small, columns: 4, rows: 1, cell: (width: 10, height: 20)), small, "sent as decoded")
    }

    func testDeletionFreesTheImageByItsId() {
        XCTAssertEqual(String(decoding: KittyGraphics.delete(), as: UTF8.self), "\u{1B}_Ga=d,d=I,i=\(id)\u{1B}\\")
    }

    func testAutoChoosesKittyInKittyButNotThroughTmuxOrScreen() {
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "xterm-kitty"]), .kitty)
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"]), .kitty)
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "tmux-256color", "KITTY_WINDOW_ID": "3",
                                                                 "TMUX": "/tmp/tmux-1/default,1,0", "COLORTERM": "truecolor"]),
                       .truecolor)
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "screen-256color", "KITTY_WINDOW_ID": "3"]), .cells)
        XCTAssertEqual(GraphicsChoice.auto.resolve(environment: ["TERM": "xterm-kitty", "STY": "12.pts-0.host"]), .cells)
        XCTAssertEqual(GraphicsChoice.kitty.resolve(environment: ["TERM": "tmux-256color", "TMUX": "x"]), .kitty,
                       "asked for by name, it is used anywhere")
    }
}
