import Foundation
import Models

/// A detail screen's text, ready to draw: a title, a line under it, sections
/// of labelled values, and free text. Strings here are still the server's:
/// the screen sanitises them when it draws.
package struct DetailContent: Sendable, Equatable {
    package struct Field: Sendable, Equatable {
        package var label: String
        package var value: String
        package init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    package struct Section: Sendable, Equatable {
        package var heading: String
        package var fields: [Field]
        package init(_ heading: String, _ fields: [Field]) {
            self.heading = heading
            self.fields = fields
        }
    }

    package var title: String
    package var subtitle: String
    package var sections: [Section]
    package var body: String?
    /// The editable fields with their current values, for the edit form; empty when read-only.
    package var editable: [EditableValue] = []
    /// Where the record leads, in the order the detail lists them.
    package var links: [ResourceLink] = []

    package init(title: String, subtitle: String, sections: [Section], body: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.body = body
    }

    package func value(_ label: String) -> String? {
        sections.lazy.flatMap(\.fields).first { $0.label == label }?.value
    }
}

/// A field a person may edit, with its value: what the edit form starts from.
package struct EditableValue: Sendable, Equatable {
    /// Its name in the write: `firstName`.
    package var key: String
    package var label: String
    package var value: String
    package var rule: FieldRule

    package init(key: String, label: String, value: String, rule: FieldRule = .text) {
        self.key = key
        self.label = label
        self.value = value
        self.rule = rule
    }
}
