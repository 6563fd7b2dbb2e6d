import Network

/// The Chinese wording of each error, simplified and traditional.
extension ErrorPresenter {
    static func simplified(_ error: NetworkError, subject: String?) -> String {
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
        case .decoding(_, let path, _):
            let whose = subject ?? ""
            let field = path.isEmpty ? "" : "（字段 \(path)）"
            return "数据解析失败：无法读取服务器返回的\(whose)数据\(field)。"
        case .notJSON(let status, _): return "服务器返回了网页而不是数据（状态 \(status)），请检查服务器地址。"
        case .unacceptableContentType(let status, let type, let accepted):
            return "服务器返回了 \(type)，而请求的是 \(accepted)（状态 \(status)）。"
        case .invalidResponse: return "连接中断，响应不完整，请重试。"
        case .tooLarge(let bytes, let limit):
            guard bytes >= 0, limit >= 0 else { return "响应过大。" }
            return "响应过大（\(bytes) 字节，上限 \(limit)）。"
        case .invalidRequest(let reason):
            switch reason {
            case .unsupportedURL(let url): return "“\(url)”不是 http(s) 地址。"
            case .insecureRelease(let url): return "正式服务器只支持 https，不能使用“\(url)”。"
            case .unknownHost(let name): return "未知的服务器“\(name)”：请选择 \(hostChoices(or: "或"))。"
            case .demoServerNotStarted: return "演示服务器尚未启动。"
            case .unencodableParameters: return "无法发送请求：参数无法编码。"
            case .unencodableBody(let type): return "无法发送请求：\(type) 请求体无法编码。"
            case .readOnly(let what): return "\(what) 不能编辑。"
            case .bodyNotAllowed(let method): return "无法发送请求：\(method) 请求不能带请求体。"
            case .unreadableUpload(let path): return "无法发送请求：无法读取要上传的文件 \(path)。"
            case .unsupportedByTransport(let what): return "无法发送请求：\(what)。"
            }
        case .tls(let failure):
            switch failure {
            case .untrustedServer(let detail): return "服务器证书不受信任（\(detail)），请检查服务器地址或 --cacert 指定的 CA 证书。"
            case .pinMismatch: return "服务器公钥与固定的公钥（--pinnedpubkey）不符，已拒绝连接。"
            case .clientCertificateRejected(let detail): return "服务器要求客户端证书，但未提供或被拒绝（\(detail)），请检查 --cert 和 --key。"
            case .clientCertificateUnusable(let detail): return "客户端证书或私钥无法使用（\(detail)），请检查 --cert、--key 和 COURIER_KEY_PASSWORD。"
            case .unreadableCertificateAuthorities(let detail): return "无法读取 CA 证书文件（\(detail)），请检查 --cacert。"
            case .handshakeFailed(let detail): return "安全连接失败：双方没有共同支持的 TLS 版本或加密套件（\(detail)）。"
            }
        }
    }

    static func traditional(_ error: NetworkError, subject: String?) -> String {
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
        case .decoding(_, let path, _):
            let whose = subject ?? ""
            let field = path.isEmpty ? "" : "（欄位 \(path)）"
            return "資料解析失敗：無法讀取伺服器回傳的\(whose)資料\(field)。"
        case .notJSON(let status, _): return "伺服器回傳了網頁而不是資料（狀態 \(status)），請檢查伺服器位址。"
        case .unacceptableContentType(let status, let type, let accepted):
            return "伺服器回傳了 \(type)，而請求的是 \(accepted)（狀態 \(status)）。"
        case .invalidResponse: return "連線中斷，回應不完整，請重試。"
        case .tooLarge(let bytes, let limit):
            guard bytes >= 0, limit >= 0 else { return "回應過大。" }
            return "回應過大（\(bytes) 位元組，上限 \(limit)）。"
        case .invalidRequest(let reason):
            switch reason {
            case .unsupportedURL(let url): return "「\(url)」不是 http(s) 位址。"
            case .insecureRelease(let url): return "正式伺服器只支援 https，不能使用「\(url)」。"
            case .unknownHost(let name): return "未知的伺服器「\(name)」：請選擇 \(hostChoices(or: "或"))。"
            case .demoServerNotStarted: return "示範伺服器尚未啟動。"
            case .unencodableParameters: return "無法送出請求：參數無法編碼。"
            case .unencodableBody(let type): return "無法送出請求：\(type) 內容無法編碼。"
            case .readOnly(let what): return "\(what) 不能編輯。"
            case .bodyNotAllowed(let method): return "無法送出請求：\(method) 請求不能帶內容。"
            case .unreadableUpload(let path): return "無法送出請求：無法讀取要上傳的檔案 \(path)。"
            case .unsupportedByTransport(let what): return "無法送出請求：\(what)。"
            }
        case .tls(let failure):
            switch failure {
            case .untrustedServer(let detail): return "伺服器憑證不受信任（\(detail)），請檢查伺服器位址或 --cacert 指定的 CA 憑證。"
            case .pinMismatch: return "伺服器公鑰與固定的公鑰（--pinnedpubkey）不符，已拒絕連線。"
            case .clientCertificateRejected(let detail): return "伺服器要求用戶端憑證，但未提供或遭拒絕（\(detail)），請檢查 --cert 和 --key。"
            case .clientCertificateUnusable(let detail): return "用戶端憑證或私鑰無法使用（\(detail)），請檢查 --cert、--key 和 COURIER_KEY_PASSWORD。"
            case .unreadableCertificateAuthorities(let detail): return "無法讀取 CA 憑證檔（\(detail)），請檢查 --cacert。"
            case .handshakeFailed(let detail): return "安全連線失敗：雙方沒有共同支援的 TLS 版本或加密套件（\(detail)）。"
            }
        }
    }
}
