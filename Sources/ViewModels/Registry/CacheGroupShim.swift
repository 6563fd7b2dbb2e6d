import Network
import Reactive

// Temporary until the cache-groups branch lands.
extension NetworkClient {
    func requestSourced<T: Decodable & Sendable>(_ route: any Route, as type: T.Type, cacheGroup: String?) -> Observable<SourcedResult<T>> {
        requestSourced(route, as: type)
    }
}
