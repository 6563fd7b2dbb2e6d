import Foundation
import Network
import Reactive

/// The effects of taking data out that are the feature's own: a record's
/// JSON, the request journal, an export's pages. The clipboard, the pager
/// and the editor are the app shell's (`FeatureStore.effects`).
extension BrowseFeature {
    func takeOutActions(_ effects: Observable<Effect>) -> Observable<Action> {
        let client = self.client, scheduler = self.scheduler
        let records = effects
            .compactMap { effect -> TakeOutJob? in
                if case .takeOut(.fetchJSON(let job)) = effect { return job }
                return nil
            }
            // The last word: the server's copy, else the cache's.
            .flatMapLatest { job in
                job.request.resource.recordJSON(id: job.request.id, on: client).takeLast(1)
                    .observe(on: scheduler)
                    .map { Action.takeOut(.recordJSONLoaded(job, $0)) }
            }
        let requests = effects
            .compactMap { effect -> RequestEffect? in
                if case .requests(let request) = effect { return request }
                return nil
            }
            .observe(on: scheduler)
            .map { effect -> Action in
                switch effect {
                case .find(let note, let error):
                    return .requests(.found(note, client.journal.latest(matching: error).map { RequestSummary($0, withCurl: true) }))
                case .loadLog:
                    return .requests(.logLoaded(client.journal.entries.reversed().map { RequestSummary($0, withCurl: false) }))
                }
            }
        let exports = effects
            .compactMap { effect -> ExportJob?? in
                if case .export(.start(let job)) = effect { return .some(job) }
                if case .export(.stop) = effect { return .some(nil) }
                return nil
            }
            // A newer export, or a stop, disposes the one on its way, which drops its partial file.
            .flatMapLatest { job in job.map { ExportWalk.run($0, on: client).observe(on: scheduler) } ?? .empty() }
            .map { Action.export($0) }
        return Observable.merge(records, requests, exports)
    }
}
