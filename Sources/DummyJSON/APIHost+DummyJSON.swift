import Foundation
import Network

extension APIHost {
    /// The public DummyJSON API.
    public static let dummyJSON = try! APIHost(kind: .release, baseURL: URL(string: "https://dummyjson.com")!)
    /// A courier-server on its default port, which speaks DummyJSON's contract.
    public static let stagingServer = try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:8080")!)
}
