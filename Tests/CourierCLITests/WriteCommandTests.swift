import Foundation
import ViewModels
import XCTest
@testable import CourierCLI

/// `courier add|edit|delete`: what the command line takes and refuses
/// before anything is sent, and the JSON it reads from stdin.
final class WriteCommandTests: XCTestCase {
    private func write(_ arguments: [String]) throws -> CourierOptions.WriteRequest {
        guard case .write(let request) = try CourierOptions(arguments: arguments).subcommand else {
            throw XCTSkip("not a write")
        }
        return request
    }

    private func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try CourierOptions(arguments: arguments)
            return nil
        } catch {
            return error.description
        }
    }

    func testFieldsIdsAndKindsAreRead() throws {
        XCTAssertEqual(try write(["add", "todos", "--field", "todo=Call Mum", "--field", "userId=5"]),
                       .init(kind: .add, resource: "todos", id: nil, fields: ["todo": "Call Mum", "userId": "5"]))
        XCTAssertEqual(try write(["edit", "users", "--id", "1", "--field", "email=emily@example.com"]),
                       .init(kind: .edit, resource: "users", id: "1", fields: ["email": "emily@example.com"]))
        XCTAssertEqual(try write(["delete", "carts", "--id", "3"]), .init(kind: .delete, resource: "carts", id: "3"))
        XCTAssertEqual(try write(["add", "todos"]).fields, [:], "fields may come on stdin")
    }

    /// Issue 25, item 18: the descriptor's rules, the same the app's form applies.
    func testANegativePriceAndAPhoneOfLettersAreRefused() {
        XCTAssertEqual(refusal(["edit", "products", "--id", "1", "--field", "price=-5"]), "--field price must be a number, 0 or more")
        XCTAssertEqual(refusal(["edit", "users", "--id", "1", "--field", "phone=abc"]),
                       "--field phone must be a phone number: digits, spaces and + - ( )")
        XCTAssertNil(refusal(["edit", "users", "--id", "1", "--field", "phone=+81 965-431-3024"]))
        XCTAssertNil(refusal(["edit", "products", "--id", "1", "--field", "price=0"]))
    }

    func testWhatWillNotDoIsABadUsage() {
        XCTAssertEqual(refusal(["add", "todos", "--field", "todo=x"]), "todos add needs userId")
        XCTAssertEqual(refusal(["add", "todos", "--field", "todo=x", "--field", "userId=five"]), "--field userId must be a whole number")
        XCTAssertEqual(refusal(["add", "todos", "--field", "todo=x", "--field", "userId=9007199254740993"]),
                       "--field userId must be a whole number from -9007199254740991 to 9007199254740991",
                       "beyond 2^53 a JSON number would reach the server changed")
        XCTAssertEqual(refusal(["edit", "users", "--id", "1", "--field", "email=nope"]),
                       "--field email must be an e-mail address (name@host)")
        XCTAssertEqual(refusal(["edit", "users", "--id", "1", "--field", "password=x"]),
                       "users edit takes firstName, lastName, email, phone, age, not 'password'")
        XCTAssertEqual(refusal(["delete", "quotes", "--id", "1"]), "quotes cannot be deleted")
        XCTAssertEqual(refusal(["add", "carts", "--field", "userId=1"]), "carts cannot be added to")
        XCTAssertEqual(refusal(["edit", "todos", "--field", "todo=x"]), "edit takes --id N and --field NAME=VALUE (or JSON on stdin)")
        XCTAssertEqual(refusal(["add", "todos", "--id", "3"]), "add takes --field NAME=VALUE (or JSON on stdin), not --id")
        XCTAssertEqual(refusal(["delete", "todos", "--id", "3", "--field", "todo=x"]), "delete takes --id N only")
        XCTAssertEqual(refusal(["get", "todos", "--field", "todo=x"]), "--field belongs to add and edit")
    }

    func testStdinHoldsOneObjectOfScalars() {
        XCTAssertEqual(try WriteInput.fields(from: Data(#"{"todo":"Call Mum","userId":5,"completed":true,"price":9.5}"#.utf8)).get(),
                       ["todo": "Call Mum", "userId": "5", "completed": "yes", "price": "9.5"])
        for bad in ["[1]", "not json", #"{"tags":["a"]}"#, #"{"todo":null}"#] {
            XCTAssertThrowsError(try WriteInput.fields(from: Data(bad.utf8)).get(), bad)
        }
        XCTAssertThrowsError(try WriteInput.fields(from: FileHandle.nullDevice, isTerminal: true).get(), "a terminal is not waited on")
    }
}
