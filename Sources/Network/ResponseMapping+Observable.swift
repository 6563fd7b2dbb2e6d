import Foundation
import Reactive

/// The response mapping of `TransportResponse` on a stream of raw results
/// (`requestRaw`), as Moya offers it on its Rx responses: each value is
/// mapped, each error passes through, and a mapping that fails is an error.
extension ObservableType where Element == NetworkResult<TransportResponse> {
    /// Each body, or the value at `keyPath` in it, decoded as `type`.
    public func map<D: Decodable & Sendable>(
        _ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(), failsOnEmptyData: Bool = true
    ) -> Observable<NetworkResult<D>> {
        map { result in
            result.flatMap { response in
                NetworkResult { () throws(NetworkError) in
                    try response.map(D.self, atKeyPath: keyPath, using: decoder, failsOnEmptyData: failsOnEmptyData)
                }
            }
        }
    }

    /// Each body as text, or the string at `keyPath` in it.
    public func mapString(atKeyPath keyPath: String? = nil) -> Observable<NetworkResult<String>> {
        map { result in
            result.flatMap { response in NetworkResult { () throws(NetworkError) in try response.mapString(atKeyPath: keyPath) } }
        }
    }

    /// Each body as a `JSONValue`.
    public func mapJSON(failsOnEmptyData: Bool = true) -> Observable<NetworkResult<JSONValue>> {
        map { result in
            result.flatMap { response in
                NetworkResult { () throws(NetworkError) in try response.mapJSON(failsOnEmptyData: failsOnEmptyData) }
            }
        }
    }
}
