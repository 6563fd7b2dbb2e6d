import APIDescription
import ViewModels
import XCTest
@testable import TUI

/// A field with a few values (a described API's enum) is drawn as a choice
/// to step through, never as a word to type, in every language.
final class EditFormChoiceTests: XCTestCase {
    private func drawn(_ form: EditFormState, language: MessageLanguage = .english) -> [String] {
        var buffer = CellBuffer(size: Size(rows: 12, cols: 70), fill: .blank(Theme.monochrome.text))
        EditFormView.render(form, isSaving: false, title: "Edit book", presenter: ErrorPresenter(language: language), into: &buffer,
                            area: buffer.bounds, theme: .monochrome)
        return buffer.lines
    }

    func testAChoiceIsDrawnWithItsValueAndHowToChangeIt() {
        var limits = FieldLimits()
        limits.choices = ["novel", "poetry", "essay"]
        let fields = [EditableValue(key: "title", label: "Title", value: "Salt", rule: .requiredText),
                      EditableValue(key: "genre", label: "Genre", value: "poetry", rule: FieldRule(.text, required: true, limits: limits))]
        var form = EditFormState(fields: fields)
        let unfocused = drawn(form).first { $0.contains("Genre") } ?? ""
        XCTAssertTrue(unfocused.contains("‹ poetry ›"), unfocused)
        XCTAssertFalse(unfocused.contains("←→"), "the hint only where the focus is: \(unfocused)")
        form.focus = 1
        form.apply(.insert(" "))
        let focused = drawn(form).first { $0.contains("Genre") } ?? ""
        XCTAssertTrue(focused.contains("‹ essay ›  Space or ←→ to choose"), focused)
        let chinese = drawn(form, language: .simplifiedChinese).first { $0.contains("‹ essay ›") } ?? ""
        XCTAssertTrue(chinese.contains("按空格键或 ←→ 选择"), chinese)
    }
}
