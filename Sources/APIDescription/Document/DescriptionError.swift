import YAML

/// Why a description (or a profile) cannot be used at all. Smaller trouble
/// — a dangling `$ref`, an operation that makes no sense — is a
/// `DescriptionProblem` instead, and the rest of the API stays usable.
package enum DescriptionError: Error, Equatable, CustomStringConvertible {
    /// Neither JSON nor YAML, with where the parser gave up.
    case notJSONOrYAML(YAMLError)
    /// JSON or YAML, but not a mapping at the top.
    case notAnObject
    /// A mapping with neither `openapi` nor `courier`: not a description, not a profile.
    case notADescription
    /// `swagger: "2.0"`, `openapi: 4.0`: a version Courier does not read.
    case unsupportedVersion(String)
    /// Larger than Courier reads.
    case tooLarge(bytes: Int, limit: Int)
    /// A profile that cannot be followed, with the key at fault.
    case badProfile(path: String, problem: String)
    /// The file or URL could not be read.
    case unreadable(source: String, reason: String)

    package var description: String {
        switch self {
        case .notJSONOrYAML(let error): return "not JSON or YAML (\(error))"
        case .notAnObject: return "not an API description: its top level is not a mapping"
        case .notADescription:
            return "not an API description: it has no 'openapi' version (nor 'courier', for a Courier API profile)"
        case .unsupportedVersion(let version):
            return "Courier reads OpenAPI 3.0 and 3.1; this document is \(version)"
        case .tooLarge(let bytes, let limit):
            return "the description is \(bytes / 1_000_000) MB; Courier reads up to \(limit / 1_000_000) MB"
        case .badProfile(let path, let problem): return "the profile's \(path) \(problem)"
        case .unreadable(let source, let reason): return "\(source) could not be read: \(reason)"
        }
    }
}

/// Something in a description Courier goes around: what it is and where
/// (a JSON pointer into the document, or a path and method).
package struct DescriptionProblem: Sendable, Hashable, CustomStringConvertible {
    package var location: String
    package var problem: String

    package init(_ location: String, _ problem: String) {
        self.location = location
        self.problem = problem
    }

    package var description: String { "\(location): \(problem)" }
}
