/// Makes user `id` for a seed. User 1 is always Emily Johnson (`emilys`),
/// as upstream, because docs and demos log in as her. Usernames are made
/// unique by the dataset, which sees them all.
struct UserGenerator: Sendable {
    let seed: UInt64

    func user(id: Int) -> StagingUser {
        var rng = SplitMix64(seed: seed, stream: 2, index: id)
        var gender = rng.chance(0.5) ? "female" : "male"
        var first = rng.pick(gender == "female" ? StagingNames.femaleFirst : StagingNames.maleFirst)
        var last = rng.pick(StagingNames.last)
        var romanFirst = first.lowercased()
        var romanLast = last.lowercased()
        if id == 1 {
            (first, last, romanFirst, romanLast, gender) = ("Emily", "Johnson", "emily", "johnson", "female")
        } else if rng.chance(0.08) {
            let person = rng.pick(StagingNames.eastAsian)
            (first, last, romanFirst, romanLast, gender) = (person.first, person.last, person.romanFirst, person.romanLast, person.gender)
        } else if let special = HostileStrings.lastName(forID: id) {
            last = special
        }
        let username = id == 1 ? "emilys" : "\(romanFirst)\(romanLast.prefix(1))"
        let year = rng.int(1960...2005)
        let (state, stateCode) = rng.pick(StagingNames.states)
        let role: StagingUser.Role = id == 1 ? .admin : rng.chance(0.025) ? .admin : rng.chance(0.05) ? .moderator : .user
        var user = StagingUser(
            id: id, firstName: first, lastName: last, age: 2025 - year, gender: gender,
            email: "\(romanFirst).\(romanLast)@x.dummyjson.com",
            phone: "+\(rng.int(1...99)) \(rng.int(100...999))-\(rng.int(100...999))-\(rng.int(1000...9999))",
            username: username, birthDate: "\(year)-\(rng.int(1...12))-\(rng.int(1...28))",
            image: Self.image(username), address: Self.address(state: state, code: stateCode, rng: &rng),
            company: StagingUser.Company(
                name: "\(rng.pick(StagingNames.last)), \(rng.pick(StagingNames.last)) and \(rng.pick(StagingNames.last))",
                title: rng.pick(StagingNames.jobTitles), department: rng.pick(StagingNames.departments),
                address: Self.address(state: state, code: stateCode, rng: &rng)),
            role: role, maidenName: rng.chance(0.3) ? rng.pick(StagingNames.last) : "",
            password: "\(username)pass", bloodGroup: rng.pick(StagingNames.bloodGroups),
            height: rng.decimal(150...200), weight: rng.decimal(45...110), eyeColor: rng.pick(StagingNames.eyeColors),
            hair: StagingUser.Hair(color: rng.pick(StagingNames.hairColors), type: rng.pick(StagingNames.hairTypes)),
            ip: "\(rng.int(1...254)).\(rng.int(0...255)).\(rng.int(0...255)).\(rng.int(1...254))",
            macAddress: (0..<6).map { _ in String(rng.int(0...255), radix: 16).leftPadded(to: 2) }.joined(separator: ":"),
            university: rng.pick(StagingNames.universities), ein: "\(rng.int(100...999))-\(rng.int(100...999))",
            userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36")
        // Drawn after the rest, so adding them left every other field as it was.
        user.bank = StagingUser.Bank(
            cardExpire: "\(String(rng.int(1...12)).leftPadded(to: 2))/\(rng.int(26...31))",
            cardNumber: (0..<16).map { _ in String(rng.int(0...9)) }.joined(),
            cardType: rng.pick(["Visa", "Mastercard", "American Express", "Discover", "Diners Club International"]),
            currency: rng.pick(["USD", "EUR", "GBP", "JPY", "CNY"]),
            iban: "GB" + (0..<20).map { _ in String(rng.int(0...9)) }.joined())
        user.ssn = "\(rng.int(100...899))-\(rng.int(10...99))-\(rng.int(1000...9999))"
        user.crypto = StagingUser.Crypto(
            coin: "Bitcoin", wallet: "0x" + (0..<40).map { _ in String(rng.int(0...15), radix: 16) }.joined(), network: "Ethereum (ERC20)")
        return user
    }

    static func image(_ username: String) -> String { "https://dummyjson.com/icon/\(username)/128" }

    private static func address(state: String, code: String, rng: inout SplitMix64) -> StagingUser.Address {
        StagingUser.Address(
            address: "\(rng.int(1...9999)) \(rng.pick(StagingNames.streets))", city: rng.pick(StagingNames.cities),
            state: state, stateCode: code, postalCode: String(rng.int(10000...99999)), country: "United States",
            coordinates: .init(lat: rng.decimal(-90...90, places: 6), lng: rng.decimal(-180...180, places: 6)))
    }
}
