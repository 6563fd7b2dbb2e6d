import DummyJSON
import Foundation
import Network
import ViewModels
import YAML

/// The config file: the one place it is found and read. `--config FILE`
/// (or `COURIER_CONFIG`), else `$XDG_CONFIG_HOME/courier/config.yaml`,
/// else `~/.config/courier/config.yaml`. No file is no problem unless one
/// was named; a file that is not YAML is one problem, at its line, and
/// Courier's own defaults stand for all of it.
enum ConfigFile {
    static let name = "config.yaml"
    /// A config file is a few kilobytes; past this it is not one.
    static let maximumBytes = 1 << 20

    struct Location: Equatable {
        var path: String
        /// Named by `--config` or `COURIER_CONFIG`: then it must be there.
        var isGiven: Bool
    }

    static func locate(arguments: [String], environment: [String: String]) -> Location {
        if let given = DescribedAPISetup.lastValue(of: "--config", in: arguments)
            ?? environment["COURIER_CONFIG"].flatMap({ $0.isEmpty ? nil : $0 }) {
            return Location(path: expanded(given, environment: environment), isGiven: true)
        }
        return Location(path: SessionFile.defaultDirectory(environment: environment).appendingPathComponent(name).path, isGiven: false)
    }

    /// The document, or why there is none.
    static func read(_ location: Location) -> (document: YAMLDocument?, problems: [ConfigProblem]) {
        func problem(_ message: UIText, line: Int? = nil) -> (YAMLDocument?, [ConfigProblem]) {
            (nil, [ConfigProblem(file: location.path, line: line, message: message)])
        }
        guard let handle = FileHandle(forReadingAtPath: location.path) else {
            guard location.isGiven else { return (nil, []) }
            let exists = FileManager.default.fileExists(atPath: location.path)
            return problem(exists ? "it cannot be read: Courier's defaults are used" : "there is no such file: Courier's defaults are used")
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes + 1) ?? Data() else {
            return problem("it cannot be read: Courier's defaults are used")
        }
        guard data.count <= maximumBytes else {
            return problem("it is larger than \(maximumBytes / 1024) KB, which no config file is: Courier's defaults are used")
        }
        do {
            return (try YAMLParser().parseWithLines(data), [])
        } catch {
            return problem("\(UIText.verbatim(error.problem)) (column \(error.column)): the file is not read, Courier's defaults are used",
                           line: error.line)
        }
    }

    /// `~/x` as the home directory's `x`; anything else as it is.
    static func expanded(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return HomeDirectory.path(environment: environment) + path.dropFirst()
    }
}
