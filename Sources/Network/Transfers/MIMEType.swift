/// A MIME type guessed from a file name's extension, for a file part or a
/// raw file upload whose caller named none. Foundation on Linux has no UTType.
enum MIMEType {
    static let fallback = "application/octet-stream"

    static let byExtension: [String: String] = [
        "txt": "text/plain", "text": "text/plain", "csv": "text/csv", "html": "text/html", "htm": "text/html",
        "css": "text/css", "xml": "application/xml", "json": "application/json", "js": "text/javascript",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml", "heic": "image/heic", "pdf": "application/pdf", "zip": "application/zip",
        "gz": "application/gzip", "tar": "application/x-tar", "mp3": "audio/mpeg", "mp4": "video/mp4",
        "mov": "video/quicktime", "wav": "audio/wav",
    ]

    static func forFileName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }
}
