import Foundation
import JSON
import Network
import Reactive
import Synchronization

/// Walks an export's pages one after another, each through the offline
/// cache like any page, writing each as it comes and saying how far it got.
/// One page's subscription is held at a time, and each page starts from the
/// last one's answer, so the walk costs one page of memory however long
/// the list (not a chain of nested streams, one per page).
final class ExportWalk: Sendable {
    private struct Page {
        var lines: [String]
        var count: Int
        /// How many rows the list has, when the answer says.
        var total: Int?
    }

    private let job: ExportJob
    private let client: NetworkClient
    private let file: ExportFile
    private let observer: AnyObserver<ExportAction>
    private let current = SerialDisposable()
    /// A JSON array's last record so far, held back until it is known
    /// whether a comma follows it (another record) or the closing bracket.
    private let heldRecord = Mutex<String?>(nil)

    private init(job: ExportJob, client: NetworkClient, file: ExportFile, observer: AnyObserver<ExportAction>) {
        self.job = job
        self.client = client
        self.file = file
        self.observer = observer
    }

    /// The export's progress, then how it ended; disposing it stops the walk and drops the partial file.
    static func run(_ job: ExportJob, on client: NetworkClient) -> Observable<ExportAction> {
        Observable.create { observer in
            let file: ExportFile
            do throws(ExportFile.Failure) {
                file = try ExportFile(path: job.path)
            } catch {
                observer.onNext(.finished(job, .fileProblem(error.description)))
                observer.onCompleted()
                return Disposables.create()
            }
            let walk = ExportWalk(job: job, client: client, file: file, observer: observer)
            walk.begin()
            return Disposables.create {
                walk.current.dispose()
                file.discard()
            }
        }
    }

    private func begin() {
        let opening = job.format == .csv ? [ExportEncoding.csvHeader(job.resource.columns)] : job.format == .json ? ["["] : []
        guard write(opening) else { return }
        load(skip: 0, written: 0)
    }

    private func load(skip: Int, written: Int) {
        current.disposable = page(skip: skip).subscribe(onNext: { [self] result in
            switch result {
            case .failure(let error):
                file.discard()
                finish(.failed(error))
            case .success(let page):
                guard write(job.format == .json ? arrayLines(page.lines) : page.lines) else { return }
                let done = written + page.count
                let total = page.total ?? done
                observer.onNext(.progressed(job, written: done, total: max(total, done)))
                let more = page.count > 0 && (page.total.map { skip + page.count < $0 } ?? (page.count >= job.pageSize))
                if more {
                    load(skip: skip + page.count, written: done)
                } else {
                    complete(rows: done)
                }
            }
        })
    }

    /// Records as lines of a JSON array: each one written once the next
    /// shows it needs a comma after it; the last held back for the bracket.
    private func arrayLines(_ records: [String]) -> [String] {
        heldRecord.withLock { held in
            var lines: [String] = []
            for record in records {
                if let previous = held { lines.append("  " + previous + ",") }
                held = record
            }
            return lines
        }
    }

    private func complete(rows: Int) {
        let last = heldRecord.withLock { held in held.map { ["  " + $0] } ?? [] }
        guard job.format != .json || write(last + ["]"]) else { return }
        do throws(ExportFile.Failure) {
            try file.commit()
            finish(.written(rows: rows, path: file.path))
        } catch {
            finish(.fileProblem(error.description))
        }
    }

    /// Writes, or ends the walk with why it could not.
    private func write(_ lines: [String]) -> Bool {
        do throws(ExportFile.Failure) {
            try file.write(lines)
            return true
        } catch {
            file.discard()
            finish(.fileProblem(error.description))
            return false
        }
    }

    private func finish(_ outcome: ExportOutcome) {
        observer.onNext(.finished(job, outcome))
        observer.onCompleted()
    }

    /// The page at `skip` as lines of the file: the last word of its stream
    /// (the server's, or the cache's when the server cannot be had).
    private func page(skip: Int) -> Observable<Result<Page, NetworkError>> {
        let request = job.request(skip: skip)
        let resource = job.resource
        switch job.format {
        case .csv:
            return resource.page(request, on: client).takeLast(1).map { sourced in
                switch sourced.result {
                case .value(let page):
                    return .success(Page(lines: ExportEncoding.csvRows(page.items, columns: resource.columns),
                                         count: page.items.count, total: page.total))
                case .error(let error): return .failure(error)
                }
            }
        case .json, .jsonl:
            return resource.pageJSON(request, on: client).takeLast(1).map { sourced in
                switch sourced.result {
                case .value(let data):
                    guard let records = ExportEncoding.records(inPage: data) else {
                        return .failure(.decoding(type: resource.id, path: "", detail: "no list of records in the answer"))
                    }
                    let total = (try? JSONValue(jsonData: data))?["total"]?.intValue
                    return .success(Page(lines: records.map(ExportEncoding.jsonLine), count: records.count, total: total))
                case .error(let error): return .failure(error)
                }
            }
        }
    }
}
