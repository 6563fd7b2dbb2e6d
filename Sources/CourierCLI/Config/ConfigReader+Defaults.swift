import DummyJSON
import Foundation
import JSON
import Network
import ViewModels

/// `defaults:`: a value for any flag, as if it were typed before the
/// command line's (which therefore wins): each is checked as the flag
/// would be, and one that would not do is left out with its problem.
///
///     defaults:
///       host: test
///       lang: zh-Hans
///       theme: light
///       graphics: none
///       mouse: false
///       page-size: 50
///       refresh: 5
extension ConfigReader {
    /// The flag each key stands for; a yes/no key stands for its flag when false.
    static let valueFlags: [String: String] = [
        "host": "--host", "base-url": "--base-url", "api": "--api", "profile": "--profile", "lang": "--lang", "language": "--lang",
        "theme": "--theme", "graphics": "--graphics", "timeout": "--timeout", "log": "--log", "cache-dir": "--cache-dir",
        "cache-size": "--cache-size", "page-size": "--page-size",
    ]
    static let offFlags: [String: String] = ["mouse": "--no-mouse", "color": "--no-color", "colour": "--no-color", "cache": "--no-cache"]
    /// Keys whose values are paths, `~/` read as the home directory.
    static let pathKeys: Set<String> = ["log", "cache-dir", "profile"]

    /// The flags the defaults stand for, and the refresh (kept apart: the release host takes it only from the command line).
    mutating func defaults(themes: Set<String>, apis: Set<String>,
                           environment: [String: String]) -> (arguments: [String], refresh: Int?) {
        var arguments: [String] = []
        var refresh: Int?
        for (key, value) in mapping(["defaults"]) {
            let path = ["defaults", key]
            if key == "refresh" {
                refresh = self.refresh(value, at: path)
                continue
            }
            if let flag = Self.offFlags[key] {
                guard case .bool(let on) = value else {
                    problem(path, "\(key) takes true or false")
                    continue
                }
                if !on { arguments.append(flag) }
                continue
            }
            guard let flag = Self.valueFlags[key] else {
                let known = (Array(Self.valueFlags.keys) + Array(Self.offFlags.keys) + ["refresh"]).sorted().joined(separator: ", ")
                problem(path, "there is no default “\(key)”: the defaults are \(UIText.verbatim(known))")
                continue
            }
            guard var text = Self.text(value), !text.isEmpty else {
                problem(path, "\(key) takes one value")
                continue
            }
            if Self.pathKeys.contains(key) || key == "api" && !apis.contains(text) { text = ConfigFile.expanded(text, environment: environment) }
            do {
                _ = try CourierOptions(arguments: [flag, text], themes: themes)
            } catch {
                problem(path, error.message)
                continue
            }
            if key == "host", apis.isEmpty, self.value(["defaults", "api"]) == nil, HostKind(rawValue: text.lowercased()) == nil {
                problem(path, "host takes release, test or demo (or, with an API, one of its hosts), not “\(text)”")
                continue
            }
            arguments += [flag, text]
        }
        return (arguments, refresh)
    }

    /// Seconds, or `off`/0 for none.
    private mutating func refresh(_ value: JSONValue, at path: [String]) -> Int? {
        let range = ViewModelDefaults.shortestRefresh...ViewModelDefaults.longestRefresh
        if let text = Self.text(value)?.lowercased(), text == "off" || text == "0" || text == "false" { return nil }
        guard let text = Self.text(value), let seconds = Int(text), range.contains(seconds) else {
            problem(path, "refresh takes seconds from \(range.lowerBound) to \(range.upperBound), or off")
            return nil
        }
        return seconds
    }
}
