import Models
import ViewModels
import XCTest

/// What a form field accepts and how its value travels.
final class FieldRuleTests: XCTestCase {
    func testEachKindSaysWhyAValueWillNotDo() {
        XCTAssertEqual(FieldRule.requiredText.problem(with: "  "), "required")
        XCTAssertNil(FieldRule.text.problem(with: ""), "an optional field may stay empty")
        XCTAssertNil(FieldRule(.number).problem(with: "19.5"))
        XCTAssertEqual(FieldRule(.number).problem(with: "nineteen"), "a number")
        XCTAssertEqual(FieldRule(.number).problem(with: "inf"), "a number")
        XCTAssertNil(FieldRule(.integer).problem(with: " 42 "))
        XCTAssertEqual(FieldRule(.integer).problem(with: "4.2"), "a whole number")
        XCTAssertNil(FieldRule(.integer).problem(with: "9007199254740991"), "the largest whole number a double holds exactly")
        for beyond in ["9007199254740993", "-9007199254740992", "9223372036854775807"] {
            XCTAssertEqual(FieldRule(.integer).problem(with: beyond), "a whole number from -9007199254740991 to 9007199254740991", beyond)
            XCTAssertEqual(FieldRule(.number).problem(with: beyond), "a whole number from -9007199254740991 to 9007199254740991", beyond)
        }
        XCTAssertNil(FieldRule(.number).problem(with: "12345678.25"))
        XCTAssertNil(FieldRule(.email).problem(with: "emily@x.dummyjson.com"))
        for bad in ["emily", "emily@", "@x.com", "emily@x", "em ily@x.com", "a@b@c.com", "emily@x..com"] {
            XCTAssertEqual(FieldRule(.email).problem(with: bad), "an e-mail address (name@host)", bad)
        }
        XCTAssertNil(FieldRule(.flag).problem(with: "Yes"))
        XCTAssertEqual(FieldRule(.flag).problem(with: "maybe"), "yes or no")
    }

    func testAMinimumAndAPhoneAreRules() {
        XCTAssertEqual(FieldRule(.number, minimum: 0).problem(with: "-5"), "a number, 0 or more")
        XCTAssertNil(FieldRule(.number, minimum: 0).problem(with: "0"))
        XCTAssertEqual(FieldRule(.integer, minimum: 1).problem(with: "0"), "a whole number, 1 or more")
        for good in ["+81 965-431-3024", "(555) 010 0199", "12345"] { XCTAssertNil(FieldRule(.phone).problem(with: good), good) }
        for bad in ["abc", "555-CALL-NOW", "+", "--"] {
            XCTAssertEqual(FieldRule(.phone).problem(with: bad), "a phone number: digits, spaces and + - ( )", bad)
        }
        XCTAssertEqual(FieldRule(.phone).json(" +1 555 "), .string("+1 555"), "a phone travels as text")
        assertTranslated(FieldRule(.number, minimum: 0).problem(with: "-1")!, "minimum")
        assertTranslated(FieldRule(.integer, minimum: 0).problem(with: "-1")!, "minimum")
        assertTranslated(FieldRule(.phone).problem(with: "x")!, "phone")
    }

    func testValuesTravelAsTheirKind() {
        XCTAssertEqual(FieldRule(.integer).json("7"), .number(7))
        XCTAssertEqual(String(decoding: try! FieldRule(.integer).json("9007199254740991").jsonData(), as: UTF8.self), "9007199254740991",
                       "the largest exact whole number is sent as its digits")
        XCTAssertEqual(FieldRule(.number).json("19.5"), .number(19.5))
        XCTAssertEqual(FieldRule(.flag).json("no"), .bool(false))
        XCTAssertEqual(FieldRule.text.json(" 007 "), .string("007"), "text stays text, trimmed")
    }

    func testAnAddSendsWhatWasFilledInAndAnEditWhatChanged() {
        var add = EditFormState(fields: [EditableValue(key: "todo", label: "Todo", value: "", rule: .requiredText),
                                         EditableValue(key: "completed", label: "Done", value: "", rule: FieldRule(.flag))],
                                purpose: .add)
        XCTAssertEqual(add.validated().form.problems, [0: "required"])
        add.apply(.insert("Call Mum"))
        XCTAssertTrue(add.validated().isValid)
        XCTAssertEqual(add.changes, ["todo": "Call Mum"])
        var edit = EditFormState(fields: [EditableValue(key: "todo", label: "Todo", value: "Call Mum", rule: .requiredText)])
        XCTAssertEqual(edit.changes, [:])
        edit.apply(.insert("!"))
        XCTAssertEqual(edit.changes, ["todo": "Call Mum!"])
    }
}
