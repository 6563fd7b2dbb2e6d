import Foundation
import ViewModels
import XCTest
@testable import Network

/// The words for every error, in every language: the presenter's, since
/// the network layer keeps errors as values.
final class ErrorPresenterTests: XCTestCase {
    private let everyError: [NetworkError] = [
        .offline(detail: "Could not connect"), .timedOut, .cancelled, .http(status: 404, message: nil),
        .http(status: 400, message: "Invalid credentials"), .unauthorized(message: "Token Expired!"),
        .unauthorized(message: nil), .rateLimited(retryAfter: 2.2), .rateLimited(retryAfter: nil),
        .decoding(type: "Page<Product>", path: "products[0].price", detail: "expected Double"),
        .decoding(type: "User", path: "", detail: "malformed JSON"),
        .notJSON(status: 404, contentType: "text/html"), .invalidResponse(detail: "reset"),
        .unacceptableContentType(status: 200, contentType: "image/png", accepted: "text/*"),
        .invalidRequest(.unencodableBody("Note")),
        .tooLarge(bytes: 100, limit: 10), .invalidRequest(.unsupportedURL("ftp://x")),
        .invalidRequest(.unknownHost("prod")), .invalidRequest(.insecureRelease("http://dummyjson.com")),
        .invalidRequest(.unsupportedByTransport("URLSession on Linux cannot use a CA bundle")),
        .tls(.untrustedServer(detail: "unable to get local issuer certificate")), .tls(.pinMismatch),
        .tls(.clientCertificateRejected(detail: "alert certificate required")),
        .tls(.clientCertificateUnusable(detail: "bad decrypt")), .tls(.unreadableCertificateAuthorities(detail: "no such file")),
        .tls(.handshakeFailed(detail: "alert protocol version")),
    ]

    func testEachTLSFailureSaysWhatToCheck() {
        XCTAssertTrue(NetworkError.tls(.untrustedServer(detail: "unable to get local issuer certificate")).message(in: .english)
            .contains("--cacert"))
        XCTAssertTrue(NetworkError.tls(.pinMismatch).message(in: .english).contains("--pinnedpubkey"))
        XCTAssertTrue(NetworkError.tls(.clientCertificateUnusable(detail: "bad decrypt")).message(in: .english).contains("COURIER_KEY_PASSWORD"))
        XCTAssertTrue(NetworkError.invalidRequest(.unsupportedByTransport("URLSession on Linux cannot use a CA bundle"))
            .message(in: .english).contains("cannot use a CA bundle"))
    }

    func testLanguageFromLocale() {
        let table: [(String, MessageLanguage)] = [
            ("", .english), ("C", .english), ("POSIX", .english), ("en_US.UTF-8", .english), ("fr_FR.UTF-8", .english),
            ("zh_CN.UTF-8", .simplifiedChinese), ("zh_CN", .simplifiedChinese), ("zh_SG.UTF-8", .simplifiedChinese),
            ("zh-Hans", .simplifiedChinese), ("zh", .simplifiedChinese), ("ZH_CN.utf8", .simplifiedChinese),
            ("zh_TW.UTF-8", .traditionalChinese), ("zh_HK.UTF-8", .traditionalChinese), ("zh_MO", .traditionalChinese),
            ("zh-Hant-TW", .traditionalChinese), ("zh_TW", .traditionalChinese),
        ]
        for (locale, language) in table {
            XCTAssertEqual(MessageLanguage.from(locale: locale), language, locale)
        }
    }

    func testEnglishMessagesSayWhatToDo() {
        XCTAssertEqual(NetworkError.offline(detail: "x").message(in: .english),
                       "Network error: cannot reach the server. Check your connection and try again.")
        XCTAssertEqual(NetworkError.http(status: 400, message: "Invalid credentials").message(in: .english), "Invalid credentials")
        XCTAssertTrue(NetworkError.http(status: 404, message: nil).message(in: .english).contains("404"))
        XCTAssertEqual(NetworkError.unauthorized(message: "Token Expired!").message(in: .english),
                       "Your session has expired (Token Expired!). Please sign in again.")
        XCTAssertEqual(NetworkError.rateLimited(retryAfter: 2.2).message(in: .english), "Too many requests. Wait 3 s and try again.")
        XCTAssertEqual(
            NetworkError.decoding(type: "Page<Product>", path: "products[0].price", detail: "").message(in: .english),
            "The server's answer could not be read (field products[0].price).")
        XCTAssertTrue(NetworkError.notJSON(status: 404, contentType: nil).message(in: .english).contains("web page"))
        XCTAssertEqual(NetworkError.timedOut.description, "timed out", "the error's own description is for developers")
    }

    func testInvalidRequestsSayWhatToChange() {
        let english = ErrorPresenter(language: .english)
        XCTAssertEqual(english.message(for: .invalidRequest(.unknownHost("prod"))), "Unknown host 'prod': choose release, test or demo.")
        XCTAssertTrue(english.message(for: .invalidRequest(.insecureRelease("http://dummyjson.com"))).contains("https"))
        XCTAssertTrue(ErrorPresenter(language: .simplifiedChinese).message(for: .invalidRequest(.unknownHost("prod"))).contains("demo"))
    }

    func testNotesAfterAnEditInEveryLanguage() {
        XCTAssertEqual(ErrorPresenter(language: .english).saved, "Saved.")
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).saved, "已保存。")
        XCTAssertEqual(ErrorPresenter(language: .traditionalChinese).saved, "已儲存。")
        XCTAssertEqual(ErrorPresenter(language: .english).notSaved(.http(status: 400, message: "Invalid email")),
                       "Not saved: Invalid email")
        XCTAssertTrue(ErrorPresenter(language: .traditionalChinese).notSaved(.timedOut).hasPrefix("未儲存："))
    }

    func testADecodingFailureNamesWhatWasReadAndTheFieldNeverASwiftType() {
        let error = NetworkError.decoding(type: "Page<ProductSummary>", path: "products[0].id", detail: "expected Int")
        let english = ErrorPresenter(language: .english)
        XCTAssertEqual(english.message(for: error, subject: "products"),
                       "The server's answer for products could not be read (field products[0].id).")
        XCTAssertEqual(english.message(for: .decoding(type: "Product", path: "", detail: ""), subject: "product 7"),
                       "The server's answer for product 7 could not be read.")
        for language: MessageLanguage in [.english, .simplifiedChinese, .traditionalChinese] {
            let text = ErrorPresenter(language: language).message(for: error, subject: "products")
            XCTAssertFalse(text.contains("Page<") || text.contains("Summary"), text)
            XCTAssertTrue(text.contains("products[0].id"), text)
        }
    }

    func testSimplifiedChinese() {
        XCTAssertTrue(NetworkError.offline(detail: "x").message(in: .simplifiedChinese).contains("网络异常"))
        let decoding = NetworkError.decoding(type: "Page<Product>", path: "products[0].price", detail: "")
        XCTAssertTrue(decoding.message(in: .simplifiedChinese).contains("数据解析失败"))
        XCTAssertTrue(decoding.message(in: .simplifiedChinese).contains("products[0].price"))
        XCTAssertEqual(NetworkError.timedOut.message(in: .simplifiedChinese), "服务器响应超时，请稍后重试。")
        XCTAssertEqual(NetworkError.unauthorized(message: nil).message(in: .simplifiedChinese), "登录已过期，请重新登录。")
        XCTAssertEqual(NetworkError.rateLimited(retryAfter: 5).message(in: .simplifiedChinese), "请求过于频繁，请 5 秒后重试。")
        XCTAssertEqual(NetworkError.http(status: 500, message: nil).message(in: .simplifiedChinese), "服务器返回错误 500。")
    }

    func testTraditionalChinese() {
        XCTAssertTrue(NetworkError.offline(detail: "x").message(in: .traditionalChinese).contains("網路異常"))
        XCTAssertTrue(NetworkError.decoding(type: "User", path: "id", detail: "").message(in: .traditionalChinese).contains("資料解析失敗"))
        XCTAssertEqual(NetworkError.unauthorized(message: nil).message(in: .traditionalChinese), "登入已過期，請重新登入。")
        XCTAssertEqual(NetworkError.cancelled.message(in: .traditionalChinese), "請求已取消。")
    }

    func testEveryErrorHasADistinctNonEmptyMessageInEveryLanguage() {
        for language: MessageLanguage in [.english, .simplifiedChinese, .traditionalChinese] {
            for error in everyError {
                XCTAssertFalse(error.message(in: language).isEmpty, "\(error) in \(language)")
            }
        }
        // The Chinese texts are not just the English one, and the two Chinese scripts differ.
        for error in everyError where error != .http(status: 400, message: "Invalid credentials") {
            XCTAssertNotEqual(error.message(in: .english), error.message(in: .simplifiedChinese), "\(error)")
            XCTAssertNotEqual(error.message(in: .simplifiedChinese), error.message(in: .traditionalChinese), "\(error)")
        }
    }

    func testCurrentLanguageFollowsLCALLThenLCMESSAGESThenLANG() {
        let names = ["LC_ALL", "LC_MESSAGES", "LANG"]
        let saved = names.map { ProcessInfo.processInfo.environment[$0] }
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        for name in names { unsetenv(name) }
        setenv("LANG", "zh_CN.UTF-8", 1)
        XCTAssertEqual(MessageLanguage.current, .simplifiedChinese)
        XCTAssertTrue(ErrorPresenter(language: .current).message(for: .offline(detail: "")).contains("网络异常"))
        setenv("LC_MESSAGES", "zh_HK.UTF-8", 1)
        XCTAssertEqual(MessageLanguage.current, .traditionalChinese)
        setenv("LC_ALL", "en_US.UTF-8", 1)
        XCTAssertEqual(MessageLanguage.current, .english)
        setenv("LC_ALL", "", 1)
        XCTAssertEqual(MessageLanguage.current, .traditionalChinese, "an empty LC_ALL is no choice")
        XCTAssertEqual(ErrorPresenter(language: .current).message(for: .timedOut), NetworkError.timedOut.message(in: .traditionalChinese))
    }

    func testATooLargeErrorWithoutSizesNamesNone() {
        let unknown = ResponseValidator.map(URLError(.dataLengthExceedsMaximum))
        XCTAssertEqual(unknown.message(in: .english), "The answer is too large.")
        XCTAssertEqual(unknown.message(in: .simplifiedChinese), "响应过大。")
        XCTAssertEqual(unknown.message(in: .traditionalChinese), "回應過大。")
        XCTAssertFalse(NetworkError.tooLarge(bytes: 100, limit: 10).message(in: .english).contains("-1"))
        XCTAssertEqual(NetworkError.tooLarge(bytes: 100, limit: 10).message(in: .english),
                       "The answer is too large (100 bytes; the limit is 10).")
    }
}

private extension NetworkError {
    func message(in language: MessageLanguage) -> String {
        ErrorPresenter(language: language).message(for: self)
    }
}
