import Foundation
import JSON

/// Writes are simulated, as upstream's are: the answer looks saved, nothing is.
extension CollectionRouter {
    func add(_ collection: any StagingCollection, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        var fields = try RequestBody.fields(of: request)
        if let answer = try collection.add(fields, dataset) { return answer }
        fields["id"] = .number(Double(collection.count + 1))
        return .json(201, .object(fields))
    }

    func update(_ collection: any StagingCollection, id: String, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let body = try RequestBody.fields(of: request)
        if let answer = try collection.update(id: id, body, dataset) { return answer }
        var merged = try collection.record(id: id).objectValue ?? [:]
        for (key, value) in body where key != "id" { merged[key] = value }
        return .json(200, .object(merged))
    }

    func delete(_ collection: any StagingCollection, id: String, now: Date) throws(APIFailure) -> HTTPResponse {
        var deleted = try collection.record(id: id).objectValue ?? [:]
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        deleted["isDeleted"] = true
        deleted["deletedOn"] = .string(formatter.string(from: now))
        return .json(200, .object(deleted))
    }
}
