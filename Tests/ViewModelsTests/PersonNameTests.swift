import JSON
import Models
import ViewModels
import XCTest

/// Names written as their scripts write them: given then family in Latin
/// letters, family then given, unspaced, in Chinese, Japanese and Korean.
final class PersonNameTests: XCTestCase {
    func testEachScriptReadsInItsOwnOrder() {
        XCTAssertEqual(PersonName.display(given: "Emily", family: "Johnson"), "Emily Johnson")
        XCTAssertEqual(PersonName.display(given: "伟", family: "王"), "王伟")
        XCTAssertEqual(PersonName.display(given: "さくら", family: "高橋"), "高橋さくら")
        XCTAssertEqual(PersonName.display(given: "민준", family: "김"), "김민준")
        XCTAssertEqual(PersonName.display(given: "Wei", family: "王"), "Wei 王", "mixed scripts keep the listed order")
        XCTAssertEqual(PersonName.display(given: "", family: "Johnson"), "Johnson")
    }

    func testAReferenceToUsersNamesThemAsPeople() {
        let answer: JSONValue = .object(["users": .array([
            .object(["id": .number(1), "firstName": .string("伟"), "lastName": .string("王")]),
            .object(["id": .number(2), "firstName": .string("Emily"), "lastName": .string("Johnson")]),
        ])])
        let reference = ResourceReference.userName
        let names = ReferenceNameList.names(in: answer, listKey: "users", fields: reference.fields, order: reference.order)
        XCTAssertEqual(names, [1: "王伟", 2: "Emily Johnson"])
        XCTAssertEqual(ReferenceNameList.names(in: answer, listKey: "users", fields: ["firstName", "lastName"]),
                       [1: "伟 王", 2: "Emily Johnson"], "fields as listed unless the reference says they name a person")
    }
}
