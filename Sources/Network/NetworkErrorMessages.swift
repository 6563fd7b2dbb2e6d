import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The words for each NetworkError, kept apart from the error so the cases
/// stay readable and every language is in one place.
enum NetworkErrorMessages {
    static func text(for error: NetworkError, in language: MessageLanguage) -> String {
        switch language {
        case .english: return english(error)
        case .simplifiedChinese: return simplified(error)
        case .traditionalChinese: return traditional(error)
        }
    }

    private static func english(_ error: NetworkError) -> String {
        switch error {
        case .offline:
            return "Network error: cannot reach the server. Check your connection and try again."
        case .timedOut:
            return "The server took too long to answer. Try again, or raise --timeout."
        case .cancelled:
            return "The request was cancelled."
        case .http(let status, let message):
            if let message, !message.isEmpty { return message }
            return "The server answered \(status) (\(HTTPURLResponse.localizedString(forStatusCode: status)))."
        case .unauthorized(let message):
            let reason = message.map { " (\($0))" } ?? ""
            return "Your session has expired\(reason). Please sign in again."
        case .rateLimited(let retryAfter):
            if let retryAfter { return "Too many requests. Wait \(Int(retryAfter.rounded(.up))) s and try again." }
            return "Too many requests. Wait a few seconds and try again."
        case .decoding(let type, let path, _):
            let at = path.isEmpty ? "" : " at \(path)"
            return "The data could not be read: unexpected \(type) data\(at)."
        case .notJSON(let status, _):
            return "The server sent a web page instead of data (status \(status)). Check the host URL."
        case .invalidResponse:
            return "The connection broke before the answer was complete. Try again."
        case .tooLarge(let bytes, let limit):
            // URLSession's own limit reports no sizes (-1): say only what is known.
            guard bytes >= 0, limit >= 0 else { return "The answer is too large." }
            return "The answer is too large (\(bytes) bytes; the limit is \(limit))."
        case .invalidRequest(let detail):
            return "The request could not be made: \(detail)."
        }
    }

    private static func simplified(_ error: NetworkError) -> String {
        switch error {
        case .offline: return "网络异常：无法连接服务器，请检查网络后重试。"
        case .timedOut: return "服务器响应超时，请稍后重试。"
        case .cancelled: return "请求已取消。"
        case .http(let status, let message):
            if let message, !message.isEmpty { return message }
            return "服务器返回错误 \(status)。"
        case .unauthorized: return "登录已过期，请重新登录。"
        case .rateLimited(let retryAfter):
            if let retryAfter { return "请求过于频繁，请 \(Int(retryAfter.rounded(.up))) 秒后重试。" }
            return "请求过于频繁，请稍后重试。"
        case .decoding(let type, let path, _):
            let at = path.isEmpty ? "" : "（\(type) · \(path)）"
            return "数据解析失败\(at)。"
        case .notJSON(let status, _): return "服务器返回了网页而不是数据（状态 \(status)），请检查服务器地址。"
        case .invalidResponse: return "连接中断，响应不完整，请重试。"
        case .tooLarge(let bytes, let limit):
            guard bytes >= 0, limit >= 0 else { return "响应过大。" }
            return "响应过大（\(bytes) 字节，上限 \(limit)）。"
        case .invalidRequest(let detail): return "无法发送请求：\(detail)。"
        }
    }

    private static func traditional(_ error: NetworkError) -> String {
        switch error {
        case .offline: return "網路異常：無法連線伺服器，請檢查網路後重試。"
        case .timedOut: return "伺服器回應逾時，請稍後重試。"
        case .cancelled: return "請求已取消。"
        case .http(let status, let message):
            if let message, !message.isEmpty { return message }
            return "伺服器回傳錯誤 \(status)。"
        case .unauthorized: return "登入已過期，請重新登入。"
        case .rateLimited(let retryAfter):
            if let retryAfter { return "請求過於頻繁，請 \(Int(retryAfter.rounded(.up))) 秒後重試。" }
            return "請求過於頻繁，請稍後重試。"
        case .decoding(let type, let path, _):
            let at = path.isEmpty ? "" : "（\(type) · \(path)）"
            return "資料解析失敗\(at)。"
        case .notJSON(let status, _): return "伺服器回傳了網頁而不是資料（狀態 \(status)），請檢查伺服器位址。"
        case .invalidResponse: return "連線中斷，回應不完整，請重試。"
        case .tooLarge(let bytes, let limit):
            guard bytes >= 0, limit >= 0 else { return "回應過大。" }
            return "回應過大（\(bytes) 位元組，上限 \(limit)）。"
        case .invalidRequest(let detail): return "無法送出請求：\(detail)。"
        }
    }
}
