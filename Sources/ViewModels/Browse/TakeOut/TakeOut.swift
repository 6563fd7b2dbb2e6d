import Foundation
import Network

/// Taking a record out of the screen: its id or JSON to the clipboard
/// (`y`, `Y`), its JSON in the pager (`o`), its fields in the editor (`E`).
/// The reducer decides; the app shell does the terminal's part (the
/// clipboard, the pager, the editor) and answers with what happened.
package enum TakeOutAction: Sendable {
    /// The record's JSON for `Y` or `o`, through the offline cache.
    case recordJSONLoaded(TakeOutJob, SourcedResult<Data>)
    /// The shell wrote to the clipboard, or says why it could not.
    case clipboardWritten(ClipboardOutcome, what: UIText, fallback: UIText)
    /// The pager ended; a reason when it could not run.
    case pagerClosed(failure: String?)
    /// The editor ended with the file's text, or could not run.
    case editorClosed(ExternalEdit, EditorOutcome)
    /// How `E` writes the fields: JSON unless the person chose YAML.
    case useEditFormat(EditFormat)
}

/// What the shell or the network is asked to do for a take-out.
package enum TakeOutEffect: Sendable, Equatable {
    /// Fetches the record's whole JSON (secrets left out) for `Y` or `o`.
    case fetchJSON(TakeOutJob)
    /// Writes `text` to the terminal's clipboard (OSC 52). `what` names it
    /// for the note; `fallback` is what to say when the terminal refuses.
    case copy(String, what: UIText, fallback: UIText)
    /// Shows `text` in `$PAGER`, the terminal given to it meanwhile.
    case page(String, name: String)
    /// Opens the fields in `$EDITOR`, the terminal given to it meanwhile.
    case edit(ExternalEdit)
}

/// A record's JSON wanted for something.
package enum TakeOutJob: Sendable, Equatable {
    case copyJSON(DetailRequest)
    case page(DetailRequest)

    package var request: DetailRequest {
        switch self {
        case .copyJSON(let request), .page(let request): request
        }
    }
}

/// Whether the terminal took a clipboard write.
package enum ClipboardOutcome: Sendable, Equatable {
    case copied
    /// It cannot (no OSC 52, or a multiplexer that drops it): why, and what to do.
    case refused(UIText)
}

/// How the editor ended.
package enum EditorOutcome: Sendable, Equatable {
    /// It exited; the file's text as it left it.
    case closed(String)
    /// It could not run, or the file could not be written or read back.
    case failed(String)
}

/// The format `E` writes a record's fields in; the YAML reader reads either back.
package enum EditFormat: String, Sendable, Equatable, CaseIterable {
    case json, yaml

    package var fileExtension: String { rawValue }
}

/// A record's editable fields in a file for `$EDITOR`: which record, in
/// which format, the text it is given (an unchanged file means no edit),
/// and what was wrong with the last round, which the shell writes above it
/// as comments in the person's language.
package struct ExternalEdit: Sendable, Equatable {
    package var request: DetailRequest
    package var fields: [EditableValue]
    package var format: EditFormat
    package var document: String
    package var problems: [UIText] = []

    package init(request: DetailRequest, fields: [EditableValue], format: EditFormat, document: String) {
        self.request = request
        self.fields = fields
        self.format = format
        self.document = document
    }

    /// "product-7.json": what the editor shows as the file's name.
    package var fileName: String {
        let name = String(request.resource.singular.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        return "\(name)-\(request.id).\(format.fileExtension)"
    }
}
