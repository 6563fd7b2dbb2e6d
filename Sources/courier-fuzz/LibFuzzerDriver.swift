import Foundation
import FuzzTargets

/// Hands a target to libFuzzer's own loop. `scripts/fuzz.sh` builds with
/// `-DFUZZING`, AddressSanitizer and the coverage flags, and links libFuzzer
/// without its `main` (this program has its own, for `list` and `replay`);
/// in any other build, `run` says how to get one that fuzzes.
enum LibFuzzerDriver {
    /// The target libFuzzer's C callback reaches (a C function pointer captures
    /// nothing). Written once, before the loop starts, and only read after, on
    /// the loop's one thread.
    nonisolated(unsafe) static var current: FuzzTarget?

    static func run(_ target: FuzzTarget, flags: [String]) -> Never {
        #if FUZZING
        current = target
        let arguments = [CommandLine.arguments[0]] + flags
        var pointers = arguments.map { strdup($0) } + [nil]
        var count = Int32(arguments.count)
        let status = pointers.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var base = buffer.baseAddress
            return LLVMFuzzerRunDriver(&count, &base) { bytes, size in
                let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
                do {
                    try LibFuzzerDriver.current?.check(data)
                } catch {
                    FileHandle.standardError.write(Data("courier-fuzz: invariant broken: \(error)\n".utf8))
                    abort()
                }
                return 0
            }
        }
        exit(status)
        #else
        FileHandle.standardError.write(Data("courier-fuzz: this build has no fuzzer; run scripts/fuzz.sh \(target.name) SECONDS\n".utf8))
        exit(2)
        #endif
    }
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif

/// Files named on the command line, or every file under a folder, in a stable order.
enum CorpusFiles {
    static func list(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [path] }
        guard isFolder.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let name = enumerator?.nextObject() as? String {
            let full = (path as NSString).appendingPathComponent(name)
            var nested: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &nested), !nested.boolValue, !name.hasPrefix(".") {
                files.append(full)
            }
        }
        return files.sorted()
    }
}
