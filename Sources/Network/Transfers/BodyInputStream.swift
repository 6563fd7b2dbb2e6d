import Foundation

/// An upload body as the InputStream URLSession reads a request's body from,
/// for bodies that are neither plain bytes nor a single file (a multipart
/// form with files). FoundationNetworking opens it once, asks
/// `hasBytesAvailable` before each read and stops at the first 0, all on its
/// own work queue.
final class BodyInputStream: InputStream {
    private let reader: BodyReader
    private var status: Stream.Status = .notOpen
    private var failure: URLError?

    init(_ body: UploadBody) {
        reader = BodyReader(body.segments)
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: (any Error)? { failure }
    // True until the end: FoundationNetworking takes false as the end of the body.
    override var hasBytesAvailable: Bool { status == .open }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        do {
            let count = try reader.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: length))
            if count == 0 { status = .atEnd }
            return count
        } catch {
            failure = error
            status = .error
            return -1
        }
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length: UnsafeMutablePointer<Int>
    ) -> Bool { false }
}
