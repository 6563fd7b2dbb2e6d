import Foundation
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import ViewModels
import XCTest

/// `y`, `Y`, `o`, `E`, `:export` and `:log` in the browser's reducer, in
/// virtual time over a scripted server: what each asks the shell to do.
final class TakeOutFeatureTests: XCTestCase {
    private let scheduler = Fixtures.scheduler()
    /// A title holding an OSC 52 of its own: the server's, which must never reach the terminal as one.
    private static let hostileTitle = "Phone \u{1B}]52;c;aGFja2Vk\u{07}"

    private var transport: ScriptedTransport!

    private func makeStore() -> (FeatureStore<BrowseFeature>, Box) {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            let path = request.url!.path
            if let id = path.split(separator: "/").last.flatMap({ Int($0) }) {
                return .json(200, Fixtures.product(id, title: id == 2 ? Self.hostileTitle : nil), delay: 0.1)
            }
            let limit = Int(request.query("limit") ?? "30")!, skip = Int(request.query("skip") ?? "0")!
            return .json(200, Fixtures.productPage(skip: skip, limit: limit, total: 45), delay: 0.1)
        }
        self.transport = transport
        let store = Fixtures.browse(transport, scheduler: scheduler)
        let box = Box()
        _ = store.effects.subscribe(onNext: { box.effects.append($0) })
        store.send(.appear)
        scheduler.advance(by: 1)
        return (store, box)
    }

    private final class Box: @unchecked Sendable { // only touched on the test's thread, by the test scheduler
        var effects: [BrowseFeature.Effect] = []
        var takeOuts: [TakeOutEffect] {
            effects.compactMap { if case .takeOut(let effect) = $0 { return effect } else { return nil } }
        }
    }

    func testYCopiesTheHighlightedRowsID() {
        let (store, box) = makeStore()
        store.send(.moveCursor(.down, visibleRows: 20))
        store.send(.intent(.browsing(.copyID)))
        guard case .copy(let text, _, _)? = box.takeOuts.last else { return XCTFail("\(box.takeOuts)") }
        XCTAssertEqual(text, "2")
        store.send(.takeOut(.clipboardWritten(.copied, what: "the id", fallback: "")))
        XCTAssertEqual(store.currentState.note?.kind, .info("Copied the id."))
    }

    func testCapitalYCopiesTheRecordsJSONWithTheServersControlsEscaped() throws {
        let (store, box) = makeStore()
        store.send(.moveCursor(.down, visibleRows: 20))
        store.send(.intent(.browsing(.copyJSON)))
        XCTAssertEqual(box.takeOuts.last, .fetchJSON(.copyJSON(DetailRequest(resource: store.list.resource, id: 2))))
        scheduler.advance(by: 1)
        guard case .copy(let json, _, _)? = box.takeOuts.last else { return XCTFail("\(box.takeOuts)") }
        XCTAssertFalse(json.contains("\u{1B}") || json.contains("\u{07}"), "no control of the server's reaches the clipboard raw")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["title"] as? String, Self.hostileTitle, "still the server's string when read back")
        XCTAssertEqual(object["id"] as? Int, 2)
    }

    func testARefusedClipboardSaysWhyAndWhatElse() {
        let (store, _) = makeStore()
        store.send(.takeOut(.clipboardWritten(.refused("tmux drops it."), what: "product 2 as JSON", fallback: "Press o to read it in the pager.")))
        XCTAssertEqual(store.currentState.note?.kind,
                       .refused("Could not copy product 2 as JSON: tmux drops it. Press o to read it in the pager."))
    }

    func testOPagesTheRecordsJSON() {
        let (store, box) = makeStore()
        store.send(.intent(.browsing(.page)))
        scheduler.advance(by: 1)
        guard case .page(let json, let name)? = box.takeOuts.last else { return XCTFail("\(box.takeOuts)") }
        XCTAssertEqual(name, "product-1.json")
        XCTAssertEqual((try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["id"] as? Int, 1, json)
        store.send(.takeOut(.pagerClosed(failure: "nope: command not found")))
        XCTAssertEqual(store.currentState.note?.kind, .refused("The pager could not run: nope: command not found"))
    }

    /// `E`: the fields as JSON for the editor; a changed title comes back and is saved as the form saves it,
    /// a broken file comes back to the editor with the problem on top, an unchanged one saves nothing.
    func testCapitalEEditsTheFieldsInTheEditorAndSavesThroughTheForm() throws {
        let (store, box) = makeStore()
        store.send(.openDetail(id: 1))
        scheduler.advance(by: 1)
        store.send(.intent(.browsing(.editExternally)))
        guard case .edit(let edit)? = box.takeOuts.last else { return XCTFail("\(box.takeOuts)") }
        XCTAssertEqual(edit.format, .json)
        XCTAssertTrue(edit.document.contains("\"title\": \"Product 1\""), edit.document)

        store.send(.takeOut(.editorClosed(edit, .closed(edit.document))))
        XCTAssertEqual(store.currentState.note?.kind, .info("Edit cancelled: nothing changed."))

        store.send(.takeOut(.editorClosed(edit, .closed("{ \"title\": "))))
        guard case .edit(let again)? = box.takeOuts.last, again != edit else { return XCTFail("asked again: \(box.takeOuts)") }
        XCTAssertEqual(again.document, "{ \"title\": ", "what was typed is kept")
        XCTAssertEqual(again.problems.count, 2)

        let sentBefore = transport.requests.count
        store.send(.takeOut(.editorClosed(edit, .closed(edit.document.replacingOccurrences(of: "Product 1", with: "Renamed")))))
        scheduler.advance(by: 1)
        let save = try XCTUnwrap(transport.requests.dropFirst(sentBefore).first { $0.httpMethod == "PUT" || $0.httpMethod == "PATCH" })
        XCTAssertEqual(save.url?.path.hasSuffix("/products/1"), true)
        let body = try XCTUnwrap(try JSONSerialization.jsonObject(with: try XCTUnwrap(save.httpBody)) as? [String: Any])
        XCTAssertEqual(body["title"] as? String, "Renamed")
    }

    func testExportOpensItsModeShowsProgressAndStopsWithEscape() {
        let (store, box) = makeStore()
        store.send(.beginCommand("export /tmp/products.csv"))
        store.send(.runCommand)
        let progress = store.currentState.export
        XCTAssertEqual(progress?.job.format, .csv)
        XCTAssertEqual(progress?.job.path, "/tmp/products.csv")
        XCTAssertTrue(box.effects.contains { if case .export(.start) = $0 { return true } else { return false } })
        let job = progress!.job
        store.send(.export(.progressed(job, written: 100, total: 450)))
        XCTAssertEqual(store.currentState.export?.written, 100)
        XCTAssertEqual(store.currentState.export?.total, 450)
        store.send(.intent(.exporting(.stop)))
        XCTAssertNil(store.currentState.export)
        XCTAssertTrue(box.effects.contains { if case .export(.stop) = $0 { return true } else { return false } })
        store.send(.export(.finished(job, .written(rows: 450, path: "/tmp/products.csv"))))
        XCTAssertEqual(store.currentState.note?.kind, .info("Export stopped: /tmp/products.csv was left as it was."),
                       "a late answer of a stopped export says nothing")
    }

    func testAFinishedExportSaysHowManyRowsAndWhere() {
        let (store, _) = makeStore()
        store.send(.beginCommand("export out.jsonl"))
        store.send(.runCommand)
        let job = store.currentState.export!.job
        XCTAssertEqual(job.format, .jsonl)
        store.send(.export(.finished(job, .written(rows: 45, path: "out.jsonl"))))
        XCTAssertNil(store.currentState.export)
        XCTAssertEqual(store.currentState.note?.kind, .info("Exported 45 products to out.jsonl."))
    }

    func testLogListsTheRequestsTheClientMade() {
        let (store, _) = makeStore()
        store.send(.beginCommand("log"))
        store.send(.runCommand)
        scheduler.advance(by: 1)
        let log = store.currentState.requestLog
        XCTAssertNotNil(log)
        XCTAssertFalse(log?.requests.isEmpty ?? true, "the first page's request at least")
        store.send(.intent(.requestLog(.close)))
        XCTAssertNil(store.currentState.requestLog)
    }
}
