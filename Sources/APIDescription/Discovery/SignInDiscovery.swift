/// How to sign in, from the schemes the lists' security names: the one the
/// most lists need (a tie goes to the document's order of preference:
/// OAuth2 password, basic, bearer, API key). Schemes Courier cannot use
/// (OAuth2's browser flows, OpenID Connect) are problems, and a bearer token
/// stands in for them where the API takes one.
enum SignInDiscovery {
    static func method(_ description: APIDescription, lists: [APIOperation], problems: inout [DescriptionProblem]) -> SignInMethod {
        var votes: [String: Int] = [:]
        for operation in lists {
            for requirement in operation.security { for scheme in requirement { votes[scheme, default: 0] += 1 } }
        }
        guard !votes.isEmpty else { return .none }
        let ranked = votes.keys.sorted { votes[$0]! != votes[$1]! ? votes[$0]! > votes[$1]! : rank($0, description) < rank($1, description) }
        for name in ranked {
            switch description.securitySchemes[name] {
            case .oauth2Password(let tokenURL, let refreshURL)?: return .oauth2Password(tokenURL: tokenURL, refreshURL: refreshURL)
            case .httpBasic?: return .basic
            case .httpBearer?: return .bearer
            case .apiKey(let name, let location)?: return .apiKey(name: name, location: location)
            case .oauth2Unsupported(let flows)?:
                problems.append(DescriptionProblem("#/components/securitySchemes/\(name)",
                                                   "OAuth2 \(flows.joined(separator: ", ")) needs a browser: paste a token instead (COURIER_TOKEN)"))
                return .bearer
            case .unsupported(let type)?:
                problems.append(DescriptionProblem("#/components/securitySchemes/\(name)", "\(type) is not a way Courier signs in"))
            case nil:
                problems.append(DescriptionProblem("#/components/securitySchemes/\(name)", "is named by security but not defined"))
            }
        }
        return .none
    }

    private static func rank(_ name: String, _ description: APIDescription) -> Int {
        switch description.securitySchemes[name] {
        case .oauth2Password?: 0
        case .httpBasic?: 1
        case .httpBearer?: 2
        case .apiKey?: 3
        default: 4
        }
    }
}
