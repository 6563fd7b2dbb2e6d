import Foundation
import NetworkTestSupport
import XCTest
@testable import Network

final class RedactionTests: XCTestCase {
    private let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwidXNlcm5hbWUiOiJlbWlseXMifQ.c2lnbmF0dXJlLXZhbHVl"

    func testSecretHeadersAreMaskedWhateverTheirCase() {
        let headers = Redaction.headers([
            "Authorization": "Bearer abc.def", "cookie": "sid=1", "Set-Cookie": "sid=2; HttpOnly",
            "Proxy-Authorization": "Basic dXNlcjpwYXNz", "X-API-Key": "k-123", "Accept": "application/json",
        ])
        XCTAssertEqual(headers["Authorization"], Redaction.mask)
        XCTAssertEqual(headers["cookie"], Redaction.mask)
        XCTAssertEqual(headers["Set-Cookie"], Redaction.mask)
        XCTAssertEqual(headers["Proxy-Authorization"], Redaction.mask)
        XCTAssertEqual(headers["X-API-Key"], Redaction.mask)
        XCTAssertEqual(headers["Accept"], "application/json")
        XCTAssertEqual(Redaction.header(name: "X-Debug", value: "sent Bearer xyz"), "sent Bearer \(Redaction.mask)")
    }

    func testURLsLoseSecretQueryValuesAndUserInfo() {
        let url = URL(string: "https://user:hunter2@dummyjson.com/auth/me?q=phone&access_token=abc123&refreshToken=r9&api-key=k&limit=5")!
        let redacted = Redaction.url(url)
        for secret in ["hunter2", "abc123", "r9", "api-key=k&", "user:"] {
            XCTAssertFalse(redacted.contains(secret), "\(secret) in \(redacted)")
        }
        XCTAssertTrue(redacted.contains("q=phone"), redacted)
        XCTAssertTrue(redacted.contains("limit=5"), redacted)
        XCTAssertTrue(redacted.contains("access_token=\(Redaction.mask)"), "readable in a log: \(redacted)")
        XCTAssertTrue(redacted.contains("dummyjson.com/auth/me"), redacted)
        XCTAssertEqual(Redaction.url(URL(string: "https://dummyjson.com/products?limit=30&skip=0")!),
                       "https://dummyjson.com/products?limit=30&skip=0", "nothing secret, nothing changed")
    }

    func testJSONBodiesAreMaskedAtAnyDepth() throws {
        let body = Data("""
        {"username":"emilys","password":"emilyspass","session":{"accessToken":"a1","list":[{"refresh_token":"r1","ok":1}]},
         "note":"Bearer zzz","Client-Secret":"s"}
        """.utf8)
        let redacted = Redaction.body(body)
        for secret in ["emilyspass", "a1", "r1", "zzz", "\"s\""] {
            XCTAssertFalse(redacted.contains(secret), "\(secret) in \(redacted)")
        }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(redacted.utf8)) as? [String: Any])
        XCTAssertEqual(object["username"] as? String, "emilys")
        XCTAssertEqual(object["password"] as? String, Redaction.mask)
        let session = try XCTUnwrap(object["session"] as? [String: Any])
        XCTAssertEqual(session["accessToken"] as? String, Redaction.mask)
        let first = try XCTUnwrap((session["list"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["refresh_token"] as? String, Redaction.mask)
        XCTAssertEqual(first["ok"] as? Int, 1)
    }

    func testNonJSONBodiesGoThroughTheTextRules() {
        XCTAssertEqual(Redaction.body(Data("username=emilys&password=emilyspass".utf8)),
                       "username=emilys&password=\(Redaction.mask)")
    }

    func testFreeTextBearerJWTAndKeyValueSecrets() {
        XCTAssertEqual(Redaction.text("Authorization: Bearer abc.DEF-123_~+/="), "Authorization: Bearer \(Redaction.mask)")
        XCTAssertEqual(Redaction.text("token is \(jwt)!"), "token is \(Redaction.mask)!")
        XCTAssertEqual(Redaction.text("login password=emilyspass ok"), "login password=\(Redaction.mask) ok")
        XCTAssertEqual(Redaction.text("access_token=a1&x=2"), "access_token=\(Redaction.mask)&x=2")
        XCTAssertEqual(Redaction.text("refreshToken: r1, next"), "refreshToken: \(Redaction.mask), next")
        XCTAssertEqual(Redaction.text("nothing to hide here"), "nothing to hide here")
    }

    func testQuotedJSONKeysInFreeTextAreMaskedToo() {
        // A JSON fragment inside a message (an error string, a log line) must not leak its secrets.
        let text = #"request failed: {"username":"emilys","password": "emilyspass","accessToken":"a1"}"#
        let redacted = Redaction.text(text)
        XCTAssertFalse(redacted.contains("emilyspass"), redacted)
        XCTAssertFalse(redacted.contains("\"a1\""), redacted)
        XCTAssertTrue(redacted.contains("emilys"), redacted)
    }

    func testSecretKeyNamesFoldCaseUnderscoresAndDashes() {
        for key in ["password", "PASSWORD", "access_token", "accessToken", "Access-Token", "refresh_token", "api_key",
                    "apiKey", "client_secret", "idToken", "token", "Cookie"] {
            XCTAssertTrue(Redaction.isSecretKey(key), key)
        }
        for key in ["username", "q", "limit", "tokens_used", "email"] {
            XCTAssertFalse(Redaction.isSecretKey(key), key)
        }
    }
}
