import Foundation
import DummyJSON
import Network

/// `:export FILE`: the list shown, with its search, filter and sort, all its
/// pages, written to a file in the format its extension names.
package struct ExportJob: Sendable, Equatable {
    /// Rows asked for at a time: fewer requests than the screen's pages,
    /// well inside what DummyJSON answers at once.
    package static let defaultPageSize = 100

    package var resource: AnyResource
    package var criteria: ListCriteria
    /// The file as typed (`~/` is the home directory's).
    package var path: String
    package var format: ExportFormat
    package var pageSize = ExportJob.defaultPageSize

    package init(resource: AnyResource, criteria: ListCriteria, path: String, format: ExportFormat) {
        self.resource = resource
        self.criteria = criteria
        self.path = path
        self.format = format
    }

    /// The request for the page starting at `skip`.
    package func request(skip: Int) -> ListRequest {
        ListRequest(paging: Paging(limit: pageSize, skip: skip), query: criteria.query, filter: criteria.filter, sort: criteria.sort,
                    wholeRecords: format.wantsWholeRecords)
    }
}

/// An export on its way: how many rows are written of how many (nil until the first page says).
package struct ExportProgress: Sendable, Equatable {
    package var job: ExportJob
    package var written = 0
    package var total: Int?

    package init(job: ExportJob) {
        self.job = job
    }
}

package enum ExportAction: Sendable {
    /// A page is written: `written` rows so far of `total`.
    case progressed(ExportJob, written: Int, total: Int)
    case finished(ExportJob, ExportOutcome)
}

package enum ExportOutcome: Sendable, Equatable {
    /// Every row is in the file, which now stands where it was asked for.
    case written(rows: Int, path: String)
    /// A page could not be had; the file was left as it was.
    case failed(NetworkError)
    /// The file could not be written (a directory that is not there, no room).
    case fileProblem(String)
}

package enum ExportEffect: Sendable, Equatable {
    /// Writes the job's pages, one after another; a newer job or `stop` ends it.
    case start(ExportJob)
    /// Ends the export on its way; the file is left as it was before.
    case stop
}

/// The keys of the exporting mode.
package enum ExportIntent: String, KeyIntent {
    case stop, quit
    package var name: String { "export-" + rawValue }
}
