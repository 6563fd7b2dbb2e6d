import Foundation
import JSON
import Models

extension ResourceRegistry {
    /// Every field some resource marks secret.
    package var secretFields: Set<String> {
        resources.reduce(into: Set<String>()) { $0.formUnion($1.secretFields) }
    }

    /// A body without the secret fields, for what the offline cache keeps
    /// (`NetworkConfiguration.cacheableBodyFilter`). The route does not say
    /// whose body it is, so every resource's secrets go. A body that names
    /// none of them as a key, as most lists do, is returned as it came; one
    /// with `\u` escapes is parsed anyway, as a key may be spelt with them.
    package func removingSecrets(from body: Data) -> Data {
        let secrets = secretFields
        let named = secrets.contains { body.range(of: Data("\"\($0)\"".utf8)) != nil }
        guard named || body.range(of: Data("\\u".utf8)) != nil else { return body }
        return JSONValue.removingKeys(secrets, from: body) ?? body
    }
}
