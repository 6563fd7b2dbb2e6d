import JSON

/// Users in the OpenAPI document.
extension UserCollection {
    private typealias S = OpenAPISchema

    static var openAPI: CollectionAPI {
        let coordinates = S.object(["lat": S.number, "lng": S.number])
        let address = S.object([
            "address": S.string, "city": S.string, "state": S.string, "stateCode": S.string, "postalCode": S.string,
            "coordinates": coordinates, "country": S.string,
        ])
        let record = S.object([
            "id": S.integer, "firstName": S.string, "lastName": S.string, "maidenName": S.string, "age": S.integer,
            "gender": S.string, "email": S.string, "phone": S.string, "username": S.string,
            "password": S.described(S.string, "In the clear: demo data. A client must never show it."),
            "birthDate": S.described(S.string, "`YYYY-M-D` without zero padding (`1996-5-30`), not ISO 8601."),
            "image": S.string, "bloodGroup": S.string, "height": S.number, "weight": S.number, "eyeColor": S.string,
            "hair": S.object(["color": S.string, "type": S.string]), "ip": S.string, "address": S.ref("Address"),
            "macAddress": S.string, "university": S.string,
            "bank": S.object(["cardExpire": S.string, "cardNumber": S.string, "cardType": S.string, "currency": S.string, "iban": S.string]),
            "company": S.object(["department": S.string, "name": S.string, "title": S.string, "address": S.ref("Address")]),
            "ein": S.string, "ssn": S.string, "userAgent": S.string,
            "crypto": S.object(["coin": S.string, "wallet": S.string, "network": S.string]),
            "role": S.enumeration(["admin", "moderator", "user"]),
        ])
        // An added user is the whole template: empty strings and nulls where nothing was sent.
        let blankable = S.object([
            "address": S.string, "city": S.string, "state": S.string, "stateCode": S.string, "postalCode": S.string,
            "coordinates": S.object(["lat": S.nullable("number"), "lng": S.nullable("number")]), "country": S.string,
        ])
        let template = S.replacing(record, [
            "age": S.nullable("integer"), "height": S.nullable("number"), "weight": S.nullable("number"),
            "address": S.ref("AddedAddress"), "role": S.string,
            "company": S.object(["department": S.string, "name": S.string, "title": S.string, "address": S.ref("AddedAddress")]),
        ])
        return CollectionAPI(
            record: record,
            schemas: [("Address", address), ("AddedAddress", blankable), ("UserAdded", template)],
            addBody: S.described(S.loosened(S.subset(record, Self.fields, withID: false)), "Any of the user's fields; unknown keys are dropped."),
            added: S.described(S.ref("UserAdded"), "The whole user template: what was sent, else empty strings, null `age`, `height`, `weight` and coordinates, and `role` `user`."),
            updated: S.described(S.ref("User"), "The whole user: each top-level field sent replaces the stored one (even null, 0 or \"\"); `hair`, `address`, `bank`, `company` and `crypto` merge field by field, a falsy field keeping the stored one; unknown keys are dropped. `\"hair\": null` is 500 `Cannot read properties of null (reading 'color')`, as upstream."),
            changeErrors: [500],
            routes: [
                RouteAPI(
                    path: "users/filter", summary: "Users whose value at a dot path equals a text exactly",
                    kind: .list(select: true, sort: true), response: S.ref("UserPage"),
                    parameters: [
                        OpenAPIParameters.query("key", S.string, "A dot path (`hair.color`, `address.city`, `role`); missing: an empty list.", example: "hair.color"),
                        OpenAPIParameters.query("value", S.string, "Compared exactly, case included, with JavaScript's `String()` of a truthy value; missing: an empty list.", example: "Brown"),
                    ],
                    errors: [500]),
            ])
    }

    /// Every top-level field but `id`, in upstream's order.
    static let fields = [
        "firstName", "lastName", "maidenName", "age", "gender", "email", "phone", "username", "password", "birthDate", "image",
        "bloodGroup", "height", "weight", "eyeColor", "hair", "ip", "address", "macAddress", "university", "bank", "company", "ein",
        "ssn", "userAgent", "crypto", "role",
    ]
}
