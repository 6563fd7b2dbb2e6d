import Foundation
import Models

/// A detail screen's text, ready to draw: a title, a line under it, sections
/// of labelled values, and free text. Strings here are still the server's:
/// the screen sanitises them when it draws. Labels and headings are the
/// interface's own words, translated when drawn.
package struct DetailContent: Sendable, Equatable {
    package struct Field: Sendable, Equatable {
        package var label: UIText
        package var value: UIText
        /// The record the value stands for, shown by its name once known (DetailContent+Names).
        package var naming: DetailContent.Naming?
        /// A value from the server, shown as it is.
        package init(_ label: UIText, _ value: String) {
            self.init(label, text: .verbatim(value))
        }

        /// A value in the interface's own words: "done", "user #5".
        package init(_ label: UIText, text value: UIText) {
            self.label = label
            self.value = value
        }
    }

    package struct Section: Sendable, Equatable {
        package var heading: UIText
        package var fields: [Field]
        package init(_ heading: UIText, _ fields: [Field]) {
            self.heading = heading
            self.fields = fields
        }
    }

    package var title: UIText
    package var subtitle: UIText
    /// The record the subtitle stands for, put by its name once known.
    package var subtitleNaming: Naming?
    package var sections: [Section]
    package var body: String?
    /// The editable fields with their current values, for the edit form; empty when read-only.
    package var editable: [EditableValue] = []
    /// Where the record leads, in the order the detail lists them.
    package var links: [ResourceLink] = []
    /// The record's picture as the record names it (a path on the host or a URL); nil when it has none.
    package var picture: String?
    /// Numbers drawn as small bars beside the picture.
    package var gauges: [DetailGauge] = []

    package init(title: UIText, subtitle: UIText, sections: [Section], body: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.body = body
    }

    /// The English value under `label`.
    package func value(_ label: UIText) -> String? {
        sections.lazy.flatMap(\.fields).first { $0.label == label }?.value.description
    }
}

/// A field a person may edit, with its value: what the edit form starts from.
package struct EditableValue: Sendable, Equatable {
    /// Its name in the write: `firstName`.
    package var key: String
    package var label: UIText
    package var value: String
    package var rule: FieldRule

    package init(key: String, label: UIText, value: String, rule: FieldRule = .text) {
        self.key = key
        self.label = label
        self.value = value
        self.rule = rule
    }
}
