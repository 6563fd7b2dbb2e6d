import Foundation
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class ResponseValidatorTests: XCTestCase {
    private func validate(_ response: TransportResponse, requiresAuth: Bool = true, accept: String? = "application/json",
                          revalidatesCache: Bool = false, messages: any ErrorMessageReader = JSONErrorMessageReader()) -> NetworkError? {
        let context = ValidationContext(requiresAuth: requiresAuth, accepted: AcceptedTypes(header: accept), revalidatesCache: revalidatesCache,
                                        messages: messages)
        switch ResponseValidator.validate(response, context) {
        case .success: return nil
        case .failure(let error): return error
        }
    }

    func testEvery2xxPasses() {
        for status in [200, 201, 204, 299] {
            XCTAssertNil(validate(transportResponse(status, "")), "\(status)")
        }
    }

    func testStatusesBecomeErrorsWithTheServersMessage() {
        XCTAssertEqual(validate(transportResponse(400, #"{"message":"Invalid credentials"}"#)),
                       .http(status: 400, message: "Invalid credentials"))
        XCTAssertEqual(validate(transportResponse(404, #"{"message":"Product with id '999' not found"}"#)),
                       .http(status: 404, message: "Product with id '999' not found"))
        XCTAssertEqual(validate(transportResponse(500, "")), .http(status: 500, message: nil))
        XCTAssertEqual(validate(transportResponse(302, "")), .http(status: 302, message: nil))
    }

    func testTheMessageIsWhereTheConfiguredReaderLooks() {
        let body = #"{"error":"x","detail":"y"}"#
        XCTAssertEqual(validate(transportResponse(503, body)), .http(status: 503, message: "x"), "the default reader tries error before detail")
        XCTAssertEqual(validate(transportResponse(503, body), messages: JSONErrorMessageReader(keys: ["message"])),
                       .http(status: 503, message: nil), "a reader for {\"message\"} alone finds none")
        XCTAssertEqual(validate(transportResponse(422, #"{"title":"t","detail":"Name is taken"}"#),
                                messages: JSONErrorMessageReader(keys: ["detail"])),
                       .http(status: 422, message: "Name is taken"))
        XCTAssertEqual(validate(transportResponse(500, "disk full", headers: ["Content-Type": "text/plain"]), messages: PlainTextMessages()),
                       .http(status: 500, message: "disk full"), "an API whose errors are plain text")
    }

    private struct PlainTextMessages: ErrorMessageReader {
        func message(in response: TransportResponse) -> String? {
            response.data.isEmpty ? nil : String(decoding: response.data, as: UTF8.self)
        }
    }

    func testAnEmptyErrorBodyIsTheStatusWhateverItsDeclaredType() {
        let html = ["Content-Type": "text/html; charset=utf-8"]
        XCTAssertEqual(validate(transportResponse(404, "", headers: html)), .http(status: 404, message: nil))
        XCTAssertEqual(validate(transportResponse(503, "", headers: html)), .http(status: 503, message: nil))
    }

    func testA304AnswersOnlyTheCachesRevalidation() {
        XCTAssertNil(validate(transportResponse(304, ""), revalidatesCache: true))
        XCTAssertEqual(validate(transportResponse(304, ""), revalidatesCache: false), .http(status: 304, message: nil),
                       "a 304 the cache did not ask for has nothing to decode")
    }

    func testABodyOfAnotherTypeIsRefusedWhenJSONWasAskedFor() {
        let xml = transportResponse(200, "<a/>", headers: ["Content-Type": "application/xml"])
        XCTAssertEqual(validate(xml), .notJSON(status: 200, contentType: "application/xml"))
        XCTAssertNil(validate(xml, accept: "application/xml"), "a route that asks for XML gets it")
        XCTAssertNil(validate(xml, accept: nil), "no Accept, anything goes")
        for type in ["application/json", "application/json; charset=utf-8", "application/problem+json", "text/json"] {
            XCTAssertNil(validate(transportResponse(200, "{}", headers: ["Content-Type": type])), type)
        }
        XCTAssertNil(validate(transportResponse(204, "", headers: ["Content-Type": "text/plain"])), "no body, nothing to refuse")
    }

    func testTheContentTypeIsCheckedAgainstEveryRangeOfAccept() {
        let png = transportResponse(200, "x", headers: ["Content-Type": "image/png"])
        XCTAssertNil(validate(png, accept: "image/*"))
        XCTAssertNil(validate(png, accept: "text/plain, image/png;q=0.5"))
        XCTAssertNil(validate(png, accept: "application/json, */*;q=0.1"), "a wildcard accepts anything")
        XCTAssertEqual(validate(png, accept: "text/*"),
                       .unacceptableContentType(status: 200, contentType: "image/png", accepted: "text/*"))
        XCTAssertEqual(validate(png, accept: "image/png;q=0, text/plain"),
                       .unacceptableContentType(status: 200, contentType: "image/png", accepted: "text/plain"),
                       "a weight of 0 refuses the type")
        let json = transportResponse(200, "{}", headers: ["Content-Type": "application/json; charset=utf-8"])
        XCTAssertNil(validate(json, accept: "application/vnd.github+json"), "JSON is one family")
        XCTAssertEqual(validate(json, accept: "text/csv"),
                       .unacceptableContentType(status: 200, contentType: "application/json; charset=utf-8", accepted: "text/csv"))
    }

    func testTheContextComesFromTheRequest() {
        var request = URLRequest(url: URL(string: "http://x/y")!)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("W/\"1\"", forHTTPHeaderField: "If-None-Match")
        let context = ValidationContext(request: request, requiresAuth: true)
        XCTAssertTrue(context.accepted.wantsJSON)
        XCTAssertFalse(context.revalidatesCache, "a conditional header in the request is not the cache's revalidation")
        request.setValue("text/plain", forHTTPHeaderField: "Accept")
        request.setValue(nil, forHTTPHeaderField: "If-None-Match")
        let plain = ValidationContext(request: request, requiresAuth: false)
        XCTAssertFalse(plain.accepted.wantsJSON)
        XCTAssertEqual(plain.accepted, AcceptedTypes(ranges: ["text/plain"]))
    }

    func testA401IsUnauthorizedOnlyForRoutesThatCarryAToken() {
        let body = #"{"message":"Token Expired!"}"#
        XCTAssertEqual(validate(transportResponse(401, body), requiresAuth: true), .unauthorized(message: "Token Expired!"))
        XCTAssertEqual(validate(transportResponse(401, body), requiresAuth: false), .http(status: 401, message: "Token Expired!"))
    }

    func testA429CarriesRetryAfterInSecondsOrAsADate() {
        let headers = ["Content-Type": "application/json", "Retry-After": "7"]
        XCTAssertEqual(validate(transportResponse(429, #"{"message":"slow down"}"#, headers: headers)),
                       .rateLimited(retryAfter: 7))
        XCTAssertEqual(validate(transportResponse(429, "")), .rateLimited(retryAfter: nil))
        let future = Date().addingTimeInterval(3600)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let dated = validate(transportResponse(429, "", headers: ["Retry-After": formatter.string(from: future)]))
        guard case .rateLimited(let wait?) = dated else { return XCTFail("\(String(describing: dated))") }
        XCTAssertEqual(wait, 3600, accuracy: 5)
    }

    func testHTMLWhereJSONWasExpectedIsItsOwnError() {
        let page = "<!DOCTYPE html><html><body>Cannot GET /nope</body></html>"
        XCTAssertEqual(validate(transportResponse(404, page, headers: ["Content-Type": "text/html; charset=utf-8"])),
                       .notJSON(status: 404, contentType: "text/html; charset=utf-8"))
        XCTAssertEqual(validate(transportResponse(502, "  \n<html><h1>Bad gateway</h1></html>", headers: [:])),
                       .notJSON(status: 502, contentType: nil), "sniffed from the body without a content type")
    }

    // MARK: URL errors

    func testURLErrorCodesMapToTheirCases() {
        let table: [(URLError.Code, String)] = [
            (.cancelled, "cancelled"), (.timedOut, "timedOut"),
            (.notConnectedToInternet, "offline"), (.cannotConnectToHost, "offline"), (.cannotFindHost, "offline"),
            (.dnsLookupFailed, "offline"), (.dataNotAllowed, "offline"), (.internationalRoamingOff, "offline"),
            (.networkConnectionLost, "invalidResponse"), (.badServerResponse, "invalidResponse"),
            (.cannotParseResponse, "invalidResponse"), (.zeroByteResource, "invalidResponse"),
            (.cannotDecodeContentData, "invalidResponse"), (.cannotDecodeRawData, "invalidResponse"),
            (.secureConnectionFailed, "tls"), (.serverCertificateUntrusted, "tls"), (.clientCertificateRejected, "tls"),
            (.unknown, "invalidResponse"),
            (.dataLengthExceedsMaximum, "tooLarge"),
        ]
        for (code, expected) in table {
            let mapped = ResponseValidator.map(URLError(code))
            XCTAssertEqual(caseName(mapped), expected, "\(code.rawValue)")
        }
    }

    func testATransportsTLSFailureAndRefusalAreTheirOwnCases() {
        let pinned = URLError(.secureConnectionFailed, userInfo: [TransportErrorKey.tlsFailure: TLSFailure.pinMismatch])
        XCTAssertEqual(ResponseValidator.map(pinned), .tls(.pinMismatch))
        let refused = URLError(.unsupportedURL, userInfo: [TransportErrorKey.unsupported: "no sockets here"])
        XCTAssertEqual(ResponseValidator.map(refused), .invalidRequest(.unsupportedByTransport("no sockets here")))
        XCTAssertFalse(NetworkError.tls(.pinMismatch).isConnectivity, "a TLS failure is not the network being away")
        XCTAssertFalse(NetworkClient.fallsBackToCache(.tls(.untrustedServer(detail: ""))), "nor a reason to show the cache")
    }

    func testConnectivityIsOfflineAndTimeoutOnly() {
        XCTAssertTrue(ResponseValidator.map(URLError(.notConnectedToInternet)).isConnectivity)
        XCTAssertTrue(ResponseValidator.map(URLError(.timedOut)).isConnectivity)
        XCTAssertFalse(ResponseValidator.map(URLError(.networkConnectionLost)).isConnectivity)
        XCTAssertFalse(NetworkError.http(status: 500, message: nil).isConnectivity)
    }

    func testStatusOfEachError() {
        XCTAssertEqual(NetworkError.http(status: 404, message: nil).status, 404)
        XCTAssertEqual(NetworkError.unauthorized(message: nil).status, 401)
        XCTAssertEqual(NetworkError.rateLimited(retryAfter: nil).status, 429)
        XCTAssertEqual(NetworkError.notJSON(status: 502, contentType: nil).status, 502)
        XCTAssertEqual(NetworkError.unacceptableContentType(status: 200, contentType: "image/png", accepted: "text/*").status, 200)
        XCTAssertNil(NetworkError.timedOut.status)
    }

    private func caseName(_ error: NetworkError) -> String {
        switch error {
        case .offline: return "offline"
        case .timedOut: return "timedOut"
        case .cancelled: return "cancelled"
        case .http: return "http"
        case .unauthorized: return "unauthorized"
        case .rateLimited: return "rateLimited"
        case .decoding: return "decoding"
        case .notJSON: return "notJSON"
        case .unacceptableContentType: return "unacceptableContentType"
        case .invalidResponse: return "invalidResponse"
        case .tooLarge: return "tooLarge"
        case .invalidRequest: return "invalidRequest"
        case .tls: return "tls"
        }
    }

    /// A Content-Type against a range as written, compared in place.
    func testAContentTypeBeginsWithARangeOnlyUpToItsParameters() {
        let cases: [(String, String, Bool)] = [
            ("application/json", "application/json", true),
            ("application/json; charset=utf-8", "application/json", true),
            ("application/json ;charset=utf-8", "application/json", true),
            ("application/jsonx", "application/json", false),
            ("application/jso", "application/json", false),
            ("", "application/json", false),
            ("application/json", "", false),
            (";", "", true),
            ("text/html; charset=utf-8", "application/json", false),
            ("application/json; charset=utf-8", "application/json; charset=utf-8", true),
        ]
        for (type, range, expected) in cases {
            XCTAssertEqual(AcceptedTypes.begins(type, with: range), expected, "\(type) / \(range)")
            // The same through the byte iterator, for strings whose bytes are not kept in one piece.
            var bytes = type.utf8.makeIterator()
            let slow = range.utf8.allSatisfy { bytes.next() == $0 } && [nil, UInt8(ascii: ";"), UInt8(ascii: " ")].contains(bytes.next())
            XCTAssertEqual(slow, expected, "\(type) / \(range), byte by byte")
        }
        XCTAssertEqual(AcceptedTypes(header: "application/json"), AcceptedTypes(ranges: ["application/json"]))
        XCTAssertEqual(AcceptedTypes(header: "Application/JSON"), AcceptedTypes(ranges: ["application/json"]), "a capital takes the long way")
        XCTAssertEqual(AcceptedTypes(header: "text/html;q=0, application/json"), AcceptedTypes(ranges: ["application/json"]))
    }
}
