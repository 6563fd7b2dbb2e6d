import JSON

/// Sign-in in the OpenAPI document: the bearer scheme, login, refresh,
/// `me` and logout, and what the token check adds to every `/auth/` route.
enum OpenAPIAuth {
    private typealias S = OpenAPISchema
    private typealias O = OpenAPIOperations

    static let securitySchemes: JSONValue = [
        "bearerAuth": [
            "type": "http", "scheme": "bearer", "bearerFormat": "JWT",
            "description": """
                An HS256 JWT from `/auth/login` or `/auth/refresh`, whose payload holds the user's id, username, email, \
                firstName, lastName, gender and image, with iat and exp. The first `Bearer ` (case-sensitive) is removed \
                and the rest checked, so the bare token works too and a lower-case `bearer` does not.
                """,
        ],
        "cookieAuth": [
            "type": "apiKey", "in": "cookie", "name": "accessToken",
            "description": "The same token in the `accessToken` cookie login sets; read only without an Authorization header.",
        ],
    ]

    static let requirement: JSONValue = [["bearerAuth": []], ["cookieAuth": []]]

    /// Whole minutes from 1 to 43200, written as text: a form's `expiresInMins`.
    private static let minutes: JSONValue = ["type": "string", "pattern": "^([1-9][0-9]{0,3}|[1-3][0-9]{4}|4[0-2][0-9]{3}|43[01][0-9]{2}|43200)$"]

    static var schemas: [String: JSONValue] {
        let session = S.object([
            "accessToken": S.string, "refreshToken": S.string, "id": S.integer, "username": S.string, "email": S.string,
            "firstName": S.string, "lastName": S.string, "gender": S.string, "image": S.string,
        ])
        return [
            "Login": S.object(
                [
                    "username": S.described(S.string, "Matched ignoring case; anything but a string is 400 `Username is not valid`."),
                    "password": S.string,
                    "expiresInMins": S.described(["type": "number", "minimum": 1, "maximum": 43200, "default": 60],
                        "The access token's life in minutes, 1 to 43200 (numeric text too). Anything else truthy is 500 `Maximum access token expire time can be 43200 minutes`; 0 or null gives 43200."),
                ], optional: ["expiresInMins"]),
            "LoginForm": S.object(
                ["username": S.string, "password": S.string, "expiresInMins": S.described(minutes, "As in JSON, as text.")],
                optional: ["expiresInMins"]),
            "RefreshForm": S.object(
                ["refreshToken": S.string, "expiresInMins": S.described(minutes, "As in JSON, as text.")],
                optional: ["refreshToken", "expiresInMins"]),
            "Session": session,
            "Refresh": S.object(
                [
                    "refreshToken": S.described(S.string, "Else the `refreshToken` cookie. Any token the server signed works, an access token too."),
                    "expiresInMins": S.described(["type": "number", "minimum": 1, "maximum": 43200, "default": 60], "As for login, but 0 fails too."),
                ], optional: ["refreshToken", "expiresInMins"]),
            "Tokens": S.object(["accessToken": S.string, "refreshToken": S.string]),
        ]
    }

    static var paths: [String: JSONValue] {
        let login = O.operation(
            "Sign in", tag: "auth", parameters: [OpenAPIParameters.delay], body: O.body(S.ref("Login"), form: S.ref("LoginForm")),
            responses: [
                200: O.json("Tokens and who signed in; also sets the `accessToken` and `refreshToken` cookies", S.ref("Session")),
                400: O.error("`Username and password required`, `Username is not valid` or `Invalid credentials`"),
                500: O.error("`expiresInMins` out of 1–43200 or not a number: `Maximum access token expire time can be 43200 minutes` (upstream's status, not to be retried)"),
            ])
        let me = guarded(O.operation(
            "The signed-in user", tag: "auth", parameters: [OpenAPIParameters.delay],
            responses: [200: O.json("The whole user record, password included", S.ref("User"))]))
        let refresh = O.operation(
            "New tokens for a refresh token", tag: "auth", parameters: [OpenAPIParameters.delay], body: O.body(S.ref("Refresh"), form: S.ref("RefreshForm")),
            responses: [
                200: O.json("A new access token and a new 30-day refresh token; nothing is revoked", S.ref("Tokens")),
                401: O.error("`Refresh token required`"),
                403: O.error("`Invalid refresh token` (bad, expired or another server's) or `Refresh token expired` (its user is gone)"),
                500: O.error("`expiresInMins` out of 1–43200: `Maximum access token expire time can be 43200 minutes`"),
            ])
        let logout = guarded(O.operation(
            "Sign out: clears the cookies (the token stays valid until it expires)", tag: "auth", parameters: [OpenAPIParameters.delay],
            responses: [200: O.json("`Logged out successfully`", S.ref("Error"))]))
        var paths: [String: JSONValue] = [:]
        for prefix in ["/auth", "/users"] {
            paths["\(prefix)/login"] = ["post": O.identified(login, method: "post", path: "\(prefix)/login", auth: false)]
            paths["\(prefix)/me"] = ["get": O.identified(me, method: "get", path: "\(prefix)/me", auth: true)]
        }
        paths["/auth/refresh"] = ["post": O.identified(refresh, method: "post", path: "/auth/refresh", auth: false)]
        paths["/auth/logout"] = ["post": O.identified(logout, method: "post", path: "/auth/logout", auth: true)]
        return paths
    }

    /// The operation behind the token check: its security requirement and the check's answers.
    static func guarded(_ operation: JSONValue) -> JSONValue {
        guard case .object(var object) = operation, case .object(var responses)? = object["responses"] else { return operation }
        object["security"] = requirement
        responses["401"] = O.sharedResponse("Unauthorized")
        responses["500"] = O.sharedResponse("TokenFault")
        if responses["400"] == O.sharedResponse("BadRequest") { responses["400"] = O.sharedResponse("BadRequestOrToken") }
        object["responses"] = .object(responses)
        return .object(object)
    }
}
