import Foundation
import Models
import Network
import Pictures
import Reactive
import StagingServer
import TUI
import ViewModels

/// A product's detail with its picture at 200 × 60, each frame from the
/// WebP bytes: decode, fit and resample, lay out, render and diff, and the
/// picture's bytes in 24-bit colour as a terminal with COLORTERM=truecolor
/// is sent them past curses. The app decodes once per picture; this is the
/// worst frame it could draw.
extension RenderBench {
    static let pictureFrames = 500
    static let pictureTargetMilliseconds = 5.0

    @MainActor
    static func runPicture() {
        let figures = measurePicture()
        print("  (picture: \(figures.bytes) bytes of WebP, \(figures.width)×\(figures.height) pixels, drawn in \(figures.cells) cells, \(figures.overlayBytes) bytes in 24-bit colour)")
        Measure.report("p50 per frame, image detail", figures.p50 * 1000, unit: "µs",
                       target: verdict(figures.p50 <= pictureTargetMilliseconds, "≤ 5000 µs"))
        Measure.report("p99 per frame, image detail", figures.p99 * 1000, unit: "µs")
        if let sixel = figures.sixel {
            print("  (sixels: \(sixel.pixels) pixels in a palette made from the picture, dithered; \(sixel.bytes) bytes)")
            Measure.report("p50 per picture, sixels", sixel.p50 * 1000, unit: "µs",
                           target: verdict(sixel.p50 <= sixelTargetMilliseconds, "≤ 30000 µs"))
        }
    }

    /// Sixels are made once per picture and place (a repaint sends the same bytes again).
    static let sixelTargetMilliseconds = 30.0
    static let sixelRuns = 40

    /// The sixels of `placement` as a terminal with 10 × 20-pixel cells is sent them.
    static func measureSixel(_ placement: PicturePlacement) -> (p50: Double, pixels: Int, bytes: Int) {
        var samples: [Double] = []
        var bytes = 0
        for _ in 0..<sixelRuns {
            let start = DispatchTime.now().uptimeNanoseconds
            bytes = SixelPicture.sequence(for: placement, cell: SixelPicture.defaultCellPixels).count
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        let cell = SixelPicture.defaultCellPixels
        return (Measure.percentile(samples, 0.5), placement.area.width * cell.width * placement.area.height * cell.height, bytes)
    }

    struct PictureFigures {
        var p50: Double
        var p99: Double
        var bytes: Int
        var width: Int
        var height: Int
        var cells: Int
        var overlayBytes: Int
        var sixel: (p50: Double, pixels: Int, bytes: Int)?
    }

    @MainActor
    static func measurePicture() -> PictureFigures {
        let api = StagingAPI()
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .demo, baseURL: URL(string: "http://127.0.0.1:1")!))
        configuration.transport = HandlerTransport(handler: api)
        configuration.scheduler = MainScheduler.instance
        let network = NetworkClient(configuration: configuration)
        network.signIn(username: "emilys", password: "emilyspass").subscribe().dispose()
        let store = browseStore(network, scheduler: MainScheduler.instance, pageSize: 30)
        store.send(.showPictures(true))
        store.send(.appear)
        store.send(.openDetail(id: 1))
        guard let detail = store.currentState.detail, let reference = detail.content?.picture else {
            preconditionFailure("the detail of product 1 did not load: \(String(describing: store.currentState.detail?.error))")
        }
        let bytes = Array(api.handle(HTTPRequest(method: "GET", path: reference)).body)
        let decoded = try! WebPDecoder.decode(bytes)

        let terminal = BufferTerminal(size: size)
        var renderer = Renderer()
        let app = browsingApp(network)
        var state = store.currentState
        let area = Rect(size: size)
        var samples: [Double] = []
        samples.reserveCapacity(pictureFrames)
        var cells = 0
        var theme = Theme.standard
        theme.graphics = .truecolor
        var overlayBytes = 0
        for frame in 0..<(pictureFrames + 50) {
            let start = DispatchTime.now().uptimeNanoseconds
            let image = try! WebPDecoder.decode(bytes)
            // Alternate the scroll so every frame has changes to diff.
            state.detail?.picture = .shown(reference: reference, image)
            state.detail?.scroll = frame % 2
            var buffer = CellBuffer(size: size)
            BrowseScreen.render(state, app: app, into: &buffer, area: area, theme: theme)
            buffer.settlePictures(theme.graphics, blank: theme.text)
            renderer.present(buffer, on: terminal)
            overlayBytes = TruecolorCells.sequence(for: terminal.pictures).count
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            if frame >= 50 { samples.append(elapsed) }
            if frame == 0 { cells = buffer.cells.filter { $0.character == "▀" }.count }
        }
        precondition(overlayBytes > 0, "the picture was not placed for the 24-bit overlay")
        return PictureFigures(p50: Measure.percentile(samples, 0.5), p99: Measure.percentile(samples, 0.99),
                              bytes: bytes.count, width: decoded.width, height: decoded.height, cells: cells,
                              overlayBytes: overlayBytes, sixel: terminal.pictures.first.map(measureSixel))
    }
}
