import Foundation
import NetworkTesting
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response to `request` with a JSON body (NetworkTesting's, for this target's many call sites).
package func reply(
    _ request: URLRequest, _ status: Int, _ body: String = "{}", headers: [String: String] = [:]
) -> Result<TransportResponse, URLError> {
    ScriptedTransport.reply(request, status, body, headers: headers)
}
