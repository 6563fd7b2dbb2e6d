import Foundation
import FuzzTargets

// courier-fuzz: the parsers' fuzz targets.
//
//   courier-fuzz list                        the targets, one a line
//   courier-fuzz replay TARGET PATH...       each file (or every file in a folder) through the target;
//                                            exit 1 at the first broken invariant
//   courier-fuzz run TARGET [LIBFUZZER FLAGS] under libFuzzer (only in a build made by scripts/fuzz.sh)

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("courier-fuzz: \(message)\n".utf8))
    exit(status)
}

func target(_ name: String?) -> FuzzTarget {
    guard let name, let target = FuzzTarget.named(name) else {
        fail("name a target: \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
    }
    return target
}

switch arguments.first {
case "list":
    for target in FuzzTarget.all { print("\(target.name)\t\(target.summary)") }
case "replay":
    let chosen = target(arguments.dropFirst().first)
    let files = arguments.dropFirst(2).flatMap(CorpusFiles.list)
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
        do {
            try chosen.check(data)
        } catch {
            fail("\(file): \(error)", status: 1)
        }
    }
    print("\(chosen.name): \(files.count) inputs, every invariant held")
case "run":
    LibFuzzerDriver.run(target(arguments.dropFirst().first), flags: Array(arguments.dropFirst(2)))
default:
    fail("usage: courier-fuzz list | replay TARGET PATH... | run TARGET [libFuzzer flags]")
}
