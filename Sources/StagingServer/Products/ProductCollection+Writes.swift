import JSON

/// Product writes keep only the ten fields upstream's do, and save nothing.
extension ProductCollection {
    /// `id` and those of the ten fields that were sent, as sent.
    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        .json(201, WriteBody.sent(body, fields: Self.writableFields, id: count + 1))
    }

    /// Eleven keys: `id` and the ten fields, each the sent value when it is
    /// truthy and the stored one otherwise, so `stock: 0` keeps the stock.
    func update(id: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        try .json(200, WriteBody.merged(record(id: id), body, fields: Self.writableFields, id: self.id(id)))
    }
}
