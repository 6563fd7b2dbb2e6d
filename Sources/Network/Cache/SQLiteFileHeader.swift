import Foundation

/// The first 100 bytes of an SQLite file: enough to tell, without opening it,
/// whether the file is shorter than the pages it says it has.
struct SQLiteFileHeader {
    static let length = 100
    let pageSize: Int
    /// Pages the file says it has; nil when the header's count is stale (files
    /// written by SQLite before 3.7.0 do not keep it).
    let pageCount: Int?
    let fileSize: Int

    /// Nil when the file is missing or too short to be a database: opening it
    /// then creates it, or fails as "not a database", which is salvaged anyway.
    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: Self.length), bytes.count == Self.length,
              let size = try? handle.seekToEnd() else { return nil }
        let header = [UInt8](bytes)
        func bigEndian(_ offset: Int, _ count: Int) -> Int {
            header[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        let declared = bigEndian(16, 2)
        pageSize = declared == 1 ? 65_536 : declared
        // The count is valid only when the change counter matches "version valid for".
        pageCount = bigEndian(24, 4) == bigEndian(92, 4) ? bigEndian(28, 4) : nil
        fileSize = Int(size)
    }

    var isTruncated: Bool {
        guard let pageCount, pageSize > 0 else { return false }
        return fileSize < pageCount * pageSize
    }
}
