import JSON

extension StagingUser: StagingRecord {
    func sortValue(_ field: String) -> JSONValue? {
        switch field {
        case "id": .number(Double(id))
        case "firstName": .string(firstName)
        case "lastName": .string(lastName)
        case "age": .number(Double(age))
        case "username": .string(username)
        case "email": .string(email)
        default: json[field]
        }
    }

    var json: JSONValue {
        RecordJSON.object([
            ("id", .number(Double(id))), ("firstName", .string(firstName)), ("lastName", .string(lastName)),
            ("maidenName", RecordJSON.string(maidenName)), ("age", .number(Double(age))), ("gender", .string(gender)),
            ("email", .string(email)), ("phone", .string(phone)), ("username", .string(username)),
            ("password", RecordJSON.string(password)), ("birthDate", .string(birthDate)), ("image", .string(image)),
            ("bloodGroup", RecordJSON.string(bloodGroup)), ("height", RecordJSON.number(height)), ("weight", RecordJSON.number(weight)),
            ("eyeColor", RecordJSON.string(eyeColor)),
            ("hair", hair.map { RecordJSON.object([("color", .string($0.color)), ("type", .string($0.type))]) } ?? .null),
            ("ip", RecordJSON.string(ip)), ("address", address.json), ("macAddress", RecordJSON.string(macAddress)),
            ("university", RecordJSON.string(university)),
            ("company", RecordJSON.object([
                ("department", .string(company.department)), ("name", .string(company.name)),
                ("title", .string(company.title)), ("address", company.address?.json ?? .null),
            ])),
            ("bank", bank.map { RecordJSON.object([
                ("cardExpire", .string($0.cardExpire)), ("cardNumber", .string($0.cardNumber)), ("cardType", .string($0.cardType)),
                ("currency", .string($0.currency)), ("iban", .string($0.iban)),
            ]) } ?? .null),
            ("ein", RecordJSON.string(ein)), ("ssn", RecordJSON.string(ssn)), ("userAgent", RecordJSON.string(userAgent)),
            ("crypto", crypto.map { RecordJSON.object([("coin", .string($0.coin)), ("wallet", .string($0.wallet)), ("network", .string($0.network))]) } ?? .null),
            ("role", .string(role.rawValue)),
        ])
    }
}

extension StagingUser.Address {
    var json: JSONValue {
        RecordJSON.object([
            ("address", .string(address)), ("city", .string(city)), ("state", .string(state)),
            ("stateCode", RecordJSON.string(stateCode)), ("postalCode", .string(postalCode)),
            ("coordinates", coordinates.map { RecordJSON.object([("lat", .number($0.lat)), ("lng", .number($0.lng))]) } ?? .null),
            ("country", .string(country)),
        ])
    }
}
