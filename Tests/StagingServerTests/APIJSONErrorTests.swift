import Foundation
import JSON
import XCTest
@testable import StagingServer

/// Malformed JSON answers with the message Node's own parser gives, as
/// upstream's does. The cases are seeded mutations of real bodies; each
/// message was produced by `JSON.parse` in Node 20 (V8 11.3).
final class APIJSONErrorTests: XCTestCase {
    static let observed: [(String, String)] = [
        ("{\"title\":}", "Unexpected token '}', \"{\"title\":}\" is not valid JSON"),
        ("", "Unexpected end of JSON input"),
        ("{", "Expected property name or '}' in JSON at position 1"),
        ("{\"a\" 1}", "Expected ':' after property name in JSON at position 5"),
        ("{\"a\":1", "Expected ',' or '}' after property value in JSON at position 6"),
        ("[1", "Expected ',' or ']' after array element in JSON at position 2"),
        ("01", "Unexpected number in JSON at position 1"),
        ("\"\\u12g4\"", "Bad Unicode escape in JSON at position 5"),
        ("\"abc", "Unterminated string in JSON at position 4"),
        ("tru", "Unexpected end of JSON input"),
        ("{\"a\":\"\\", "Unexpected end of JSON input"),
        ("{\"a\":\"\\x\"}", "Bad escaped character in JSON at position 7"),
        ("{\"a\":\"\u{1}\"}", "Bad control character in string literal in JSON at position 6"),
        ("{} {}", "Unexpected non-whitespace character after JSON at position 3"),
        ("NaN", "\"NaN\" is not valid JSON"),
        ("[\"😀\", x]", "Unexpected token 'x', \"[\"😀\", x]\" is not valid JSON"),
        ("[1,2,3,4,5,6,7,8,9,10,11,12,x]", "Unexpected token 'x', ...\",10,11,12,x]\" is not valid JSON"),
        ("x{\"title\":\"aaaaaaaaaaaaaaaaaaaaaa\"}", "Unexpected token 'x', \"x{\"title\":\"... is not valid JSON"),
        ("[1,2.5,-3e4,true,false\u{1}null,\"x\\n\\u00e9\"]", "Expected ',' or ']' after array element in JSON at position 22"),
        ("[1,2.5,-\"e4,true,false,null,\"x\\n\\u00e[\"]", "No number after minus sign in JSON at position 8"),
        ("{\"title\":\"E{sence Mascara\",\"price\":9.99,\"stock\":0,\"tags\":[sbeauty\",\"mascara\"]}", "Unexpected token 's', ...\"0,\"tags\":[sbeauty\",\"\"... is not valid JSON"),
        ("{title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",n\":-0.5}", "Expected property name or '}' in JSON at position 1"),
        ("{\"a\":{\"b\":[{\"c\":\"d\"}}}", "Expected ',' or ']' after array element in JSON at position 20"),
        ("[1,2.5,-3e4,true,0alse,n2ll,\"x\\n\\u00e9\"]", "Expected ',' or ']' after array element in JSON at position 18"),
        ("[1,2.5,-3e4,true,false,ull,\"x\\n\\u00e9\"]", "Unexpected token 'u', ...\"rue,false,ull,\"x\\n\\u\"... is not valid JSON"),
        ("[1,.5,-3e4,true,f0alse,null,\"x\\n\\u00e9\"]", "Unexpected token '.', \"[1,.5,-3e4,tr\"... is not valid JSON"),
        ("{\"title\":\"Essence M6ascara\",\"price\":9.99,\"stock\".0,\"tags\":[\"beauty\",\"mascara\"]}", "Unexpected token '.', ...\"99,\"stock\".0,\"tags\":\"... is not valid JSON"),
        ("-\"a\":\"{\"b\":[{\"c\":\"d\"}]}}", "No number after minus sign in JSON at position 1"),
        ("{\"a\":{\"b:[{\"c\":\"d\"}]}}", "Expected ':' after property name in JSON at position 12"),
        ("{\"title\":\"Essence Masc\\ara\",\"price\":9.99,\"stock\":0,\"tags\":[\"bauty\",\"mascara\"]}", "Bad escaped character in JSON at position 23"),
        ("[1,2.5,-3e4,true,false,null,\"x\\n\\u00e9\"]-", "Unexpected non-whitespace character after JSON at position 40"),
        ("{\"a\":{\"b\":[{\"c\":\"d\"}]}3f}", "Expected ',' or '}' after property value in JSON at position 22"),
        ("{\"title\":u\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"n\":-0.5}", "Unexpected token 'u', \"{\"title\":u\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"\"... is not valid JSON"),
        ("{\"title\":\"Essence Masc\"ara\",\"price\":9.99,\"stock\":0,\"tags\":[\"beaut y\",\"mascara\"]}", "Expected ',' or '}' after property value in JSON at position 23"),
        ("{\"aa\":{\"b\":[{\"c\":\"d\"}] }", "Expected ',' or '}' after property value in JSON at position 24"),
        ("[1,2.5,-3e4,true,flse,nll,\"x\\n\\u00e9\"]", "Unexpected token 'l', ...\"3e4,true,flse,nll,\"x\"... is not valid JSON"),
        ("{\"a\":{\"b\":[4\"c}:\"d\"}]}}", "Expected ',' or ']' after array element in JSON at position 12"),
        ("{\"a\":{\"b\":[{\"c\":\"d\"}]}", "Expected ',' or '}' after property value in JSON at position 22"),
        ("{a\":{\"b\":[{\"c\":\"d\"}]}}", "Expected property name or '}' in JSON at position 1"),
        ("{\"username\":\"emilys\",\"password7:\"emilyspass\",\"expiresInMins\":30}", "Unexpected token 'e', ...\"assword7:\"emilyspass\"... is not valid JSON"),
        ("{\"a-:{\"b\":[{\"c\":\"d}]}}", "Expected ':' after property name in JSON at position 7"),
        ("{a\":{ \"b\":[{\"c\":\"d\"}]}}", "Expected property name or '}' in JSON at position 1"),
        ("[1,2.e5,-3e4,true,falses,null,\"x\\n\\u00e9\"]", "Unterminated fractional number in JSON at position 5"),
        ("[1,2.5,-3e4,true,false,null,\"x\\n\\u0019\"]e", "Unexpected non-whitespace character after JSON at position 40"),
        ("[1,2.5,-3e4,true,false}null,\"x\\n\\u00e9\" ", "Expected ',' or ']' after array element in JSON at position 22"),
        ("{\"itle\":\"Essence Mascara\",\"price\":9.99,\"stock\":0,\"tags\":[\"beauty\",mascara\"]}", "Unexpected token 'm', ...\"[\"beauty\",mascara\"]}\" is not valid JSON"),
        ("[1,2.5,-3e4,true,fals}e,null,\"x\\n\\u00e9\"]", "Unexpected token '}', ...\",true,fals}e,null,\"x\"... is not valid JSON"),
        ("{\"username:\"emilys\",\"password\":\"emilyspass\",\"expiresInMins\":30}", "Expected ':' after property name in JSON at position 12"),
        ("[1,2.5,-3e4,true,fals9,null,\"x\\n\\u00e9 \"]", "Unexpected number in JSON at position 21"),
        ("{\"a6:{\"b\":[{\"c\":\"d\"}]}}", "Expected ':' after property name in JSON at position 7"),
        ("{\"a\"u{\"b\":[{\"c\":\"d\"}]}}", "Expected ':' after property name in JSON at position 4"),
        ("{\"a\":{\"b\"[{\"c\":t\"d\"}]}}", "Expected ':' after property name in JSON at position 9"),
        ("{\"a\":{{b\":[{\"c\":\"d\"}]}}", "Expected property name or '}' in JSON at position 6"),
        ("{\"username\":\"emilys\",\"password\":\"emilyspass\",\"expiresInMins\":30 x", "Expected ',' or '}' after property value in JSON at position 64"),
        ("{\"a\":{\"b\":[{\"c\":\"d\"e]}}", "Expected ',' or '}' after property value in JSON at position 19"),
        ("{\"usernam\":\"emilys\",\"password\":\"emilyspass\",\"expiresInM\u{1}ins\":30}", "Bad control character in string literal in JSON at position 55"),
        ("[1,2.5,-3e4,tru,,false,,null,\"x\\n\\u00e9\"]", "Unexpected token ',', ...\"5,-3e4,tru,,false,,n\"... is not valid JSON"),
        ("{\"tite\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"n\":-0.5\"", "Expected ',' or '}' after property value in JSON at position 25"),
        ("[1,.5,-3e4,true,false,null,\"x\\n\\u00e9\"]", "Unexpected token '.', \"[1,.5,-3e4,tr\"... is not valid JSON"),
        ("[1,2.5,\"3e4,true,false,null,\"x\\n\\u00e9\"6", "Expected ',' or ']' after array element in JSON at position 29"),
        ("{\"a\":{\"b\":[{\"c\":E\"d,\"}]}}", "Unexpected token 'E', ...\"\"b\":[{\"c\":E\"d,\"}]}}\" is not valid JSON"),
        ("{\"title\"\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}t\",\"n\":-0.5}", "Expected ':' after property name in JSON at position 8"),
        ("{\"a\":{\"b\":[:\"cs:\"d\"}]}}", "Unexpected token ':', ...\"\"a\":{\"b\":[:\"cs:\"d\"}]\"... is not valid JSON"),
        ("[1,2.-,-3e4,true,false,null,\"x\\n\\u00e9\"]", "Unterminated fractional number in JSON at position 5"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",n\":-08.5}", "Expected double-quoted property name in JSON at position 18"),
        ("{\"title\":\"Essence Mascara\",\"price\":9.99,2stock\":0,\"tags\":[\"beauty\",\"mascara\"]}", "Expected double-quoted property name in JSON at position 40"),
        ("\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"n\":-0.5}", "Unexpected non-whitespace character after JSON at position 7"),
        ("\"a\":{\"b\":[{\"c\"t\"d\"}]}}", "Unexpected non-whitespace character after JSON at position 3"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",n\":-0.5}", "Expected double-quoted property name in JSON at position 18"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600},\"n:-0.5}", "Expected ',' or '}' after property value in JSON at position 18"),
        ("[1,2.5,-3el,true,false,null,\"x\\n\\u00e9\"]", "Exponent part is missing a number in JSON at position 10"),
        ("[1,2.5,-3e4,tue,fal8se,null,\"x\\n\\u00e9\"]", "Unexpected token 'u', ...\"2.5,-3e4,tue,fal8se,\"... is not valid JSON"),
        ("[1,2.5,-3e4,true,false,null,\"x\\n\\u00e9]", "Unterminated string in JSON at position 39"),
        ("{\"a\":{\"b\":[{\"c\"0d\"}]}}", "Expected ':' after property name in JSON at position 15"),
        ("{\"a\":7{\"b\":[{\"c\":\"d\"}]}a", "Expected ',' or '}' after property value in JSON at position 6"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\"\"n\":-0.5}", "Expected ',' or '}' after property value in JSON at position 17"),
        ("[1,2.5,-3e4,t3rue,false,null,\"x\\n\\u00e9\"]", "Unexpected number in JSON at position 13"),
        ("[1,2.5,-3e4,true false,null,\"x\\n\\u00e9\"", "Expected ',' or ']' after array element in JSON at position 17"),
        ("{\"a\":{\"b\":[{c\":\"d2\"}]}}", "Expected property name or '}' in JSON at position 12"),
        ("1,2.5,-3e4,true,false,null,\"x\\n\\u00e9\"]", "Unexpected non-whitespace character after JSON at position 1"),
        ("[1,2.5,-3e4,trueat,false,null,\"x\\n\\u00e9\"]", "Expected ',' or ']' after array element in JSON at position 16"),
        ("{\"a\":{\"b\":[{c\":\"d\"}]}}", "Expected property name or '}' in JSON at position 12"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"n\":-0s.5}", "Expected ',' or '}' after property value in JSON at position 24"),
        ("{4a\":{\"b\":[\"c\":\"d\"}]}}", "Expected property name or '}' in JSON at position 1"),
        ("{\"a\":{\"b\":[{\"c\":\"d\"}]} \\", "Expected ',' or '}' after property value in JSON at position 23"),
        ("{\"title\":\"Essence Mascara\",\"price\":9.99,\"stock\":0,\"tags\":[\\\"beaut9\",\"mascara\"]}", "Unexpected token '\\', ...\"0,\"tags\":[\\\"beaut9\",\"... is not valid JSON"),
        ("{\"itle\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"n\":-0.}", "Unterminated fractional number in JSON at position 24"),
        ("{\"username\":\"emilys\",\"password\":\"emilyspass\",\"expiresInMins\"30}", "Unexpected number in JSON at position 60"),
        ("l\"a\":{\"b\":[{\"c\":\"d\"}]}}", "Unexpected token 'l', \"l\"a\":{\"b\":\"... is not valid JSON"),
        ("{\"a\":{\"b\":[{\"c\":dt}]}}", "Unexpected token 'd', ...\"\"b\":[{\"c\":dt}]}}\" is not valid JSON"),
        ("{\"a\":{\"b\":[\"c\":-\"d\"}]}}", "Expected ',' or ']' after array element in JSON at position 14"),
        ("{a\":{\"b\"[{\"c\":\"d\"}]}}", "Expected property name or '}' in JSON at position 1"),
        ("{\"a\":{\"b\":[{\"c\":\"d\"}]},", "Expected double-quoted property name in JSON at position 23"),
        ("{\"a\"{\"b\":e{\"c\":\"d\"}]}}", "Expected ':' after property name in JSON at position 4"),
        ("{4a\":{\"b\":[{\"c\":\"\"}]}}", "Expected property name or '}' in JSON at position 1"),
        ("{\"a\":n{\"b\":[{4\"c\":\"d\"}]}}", "Unexpected token '{', \"{\"a\":n{\"b\":[{4\"c\"... is not valid JSON"),
        ("{\"a\":{b\":[{\"c\"t\"d\"}]}}", "Expected property name or '}' in JSON at position 6"),
        ("{\"username\":\"emilys\",\"passwrd\":femilyspass\",\"expiresInMins\":30}", "Unexpected token 'e', ...\"passwrd\":femilyspass\"... is not valid JSON"),
        ("{\"a5:{\"b\":[{\"c\":\"d\"}]}}", "Expected ':' after property name in JSON at position 7"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",:\"n\":-0.5}", "Expected double-quoted property name in JSON at position 18"),
        ("{\"title1:\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"n\":-0.5}", "Expected ':' after property name in JSON at position 10"),
        ("{\"a,\":{\"b\":{\"c\":\"d\"}]}}", "Expected ',' or '}' after property value in JSON at position 20"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"n\":-0{.5}", "Expected ',' or '}' after property value in JSON at position 24"),
        ("[1,2.5,-3e4,true,false,null7\"x\\n\\u00e9\"]", "Expected ',' or ']' after array element in JSON at position 27"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",un\":-0.5}", "Expected double-quoted property name in JSON at position 18"),
        ("[1,2.5,-3e4,truEe,false,null \"x\\n\\u00e9\"]", "Unexpected token 'E', ...\"5,-3e4,truEe,false,n\"... is not valid JSON"),
        ("4\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",\"n\":-0.5}", "Unexpected non-whitespace character after JSON at position 1"),
        ("[1,2.5,-3e4,true,fale,null,\"x\\n\\u0e9\"]", "Unexpected token 'e', ...\"4,true,fale,null,\"x\\\"... is not valid JSON"),
        ("[1,2.[,-3e4,true,false,null,\"x\\n\\u00e\"]", "Unterminated fractional number in JSON at position 5"),
        ("{\"username\":\"emilys\",\"pass\u{1}ord\":\"emilyspass\",\"expiresInMins\":30}", "Bad control character in string literal in JSON at position 26"),
        ("{\"username\":\"emilys\",\"password\":\"emilyspass\"},\"expiresInMins\":30}", "Unexpected non-whitespace character after JSON at position 45"),
        ("[1,2.5,-3e4,true,false,null,\"x\\un\\u00e9\"]", "Bad Unicode escape in JSON at position 32"),
        ("[1,2.5,-3e4,rue,fase,null,\"x\\n\\u00e9\"]", "Unexpected token 'r', ...\",2.5,-3e4,rue,fase,n\"... is not valid JSON"),
        ("[1,2.5,-3e4,true,false,null,\"x\\n\\u0e9\"]", "Bad Unicode escape in JSON at position 37"),
        ("{\"title\":\"Essence Mascar\",\"price\":9.99,\"stock\":0,\"tags\":[\"beaut\u{1}y\",\"mascara\"]}", "Bad control character in string literal in JSON at position 63"),
        ("{\"a\":{\"b\":[{\"c\":\"d\"]}}", "Expected ',' or '}' after property value in JSON at position 19"),
        ("{\"title:\"Essence Mascara\",\"price\":9.99,\"stock\":0,\"tags\":[\"beauty\",\"mascara\"]}", "Expected ':' after property name in JSON at position 9"),
        (",\"title\":\"Essence Mascara\",\"price\":9.99,\"stock\":0,\"tags\":[\"beauty\",\"mascara\"]}", "Unexpected token ',', \",\"title\":\"\"... is not valid JSON"),
        ("{\"a\":]{\"b\":[{\"c\":\"d\"}]}}", "Unexpected token ']', \"{\"a\":]{\"b\":[{\"c\"... is not valid JSON"),
        ("[1,2.5,-3e4,true,-alse,null,\"x\\n\\u00e9\"]", "No number after minus sign in JSON at position 18"),
        ("[1,2.5,-3e4,true,false,null,\"x\\n\\u 00e9\"]", "Bad Unicode escape in JSON at position 34"),
        ("{\"a\":{\"b\":[{\"c\":\"d\"}]}}6", "Unexpected non-whitespace character after JSON at position 23"),
        ("{\"title\":\"Essence Mascara\",\"price\":94.99,\"stock\":0,\"tags\":\"beauty\",\"mascara\"]}", "Unexpected token ']', ...\",\"mascara\"]}\" is not valid JSON"),
        ("{\"title\":\"Essence Mascara\",\"price\":9.99,\"stock\":0,\\tags\":[\"beauty\",\"mascara\"]\u{1}", "Expected double-quoted property name in JSON at position 50"),
        ("[1,2.5,-3e4,true,false,null,x\\n\\u00e9\"]", "Unexpected token 'x', ...\"alse,null,x\\n\\u00e9\"\"... is not valid JSON"),
        ("{\"username\":\"emilys0,\"password\":\"emilysp.ass\",\"expiresInMins\":30}", "Expected ',' or '}' after property value in JSON at position 22"),
        ("[1,2.5,t-3e4,true,false,nul-l,\"x\\n\\u00e9\"]", "Unexpected number in JSON at position 8"),
        ("{\"a\":{\"b\"-:[{\"c\":\"d\"}]}}", "Expected ':' after property name in JSON at position 9"),
        ("{\"a\"n{\"b\":[{\"c\":\"d}]}}", "Expected ':' after property name in JSON at position 4"),
        ("[1,2.5,-3e4,true,false,null,\"x\\n\\u00e90]", "Unterminated string in JSON at position 40"),
        ("{\"a\":{\"b\":[{\"c\":\"d}]}}.", "Unterminated string in JSON at position 23"),
        ("{\"a\":{\"b\"6:[{\"c\":\"d\"}]}}", "Expected ':' after property name in JSON at position 9"),
        ("\u{1}\"a\":{\"b\":[{\"c\":\"d}]}}", "Unexpected token '\u{1}', \"\u{1}\"a\":{\"b\":\"... is not valid JSON"),
        ("{\"a\":{\"b\":[{\"l\"n\"d\"}]}}", "Expected ':' after property name in JSON at position 15"),
        ("{\"title\":\"\u{65e5}\u{672c}\u{8a9e} \u{1f600}\",u\"n\"1-0.5}", "Expected double-quoted property name in JSON at position 18"),
    ]

    func testEveryMalformedTextGetsV8sMessage() {
        for (text, message) in Self.observed {
            XCTAssertThrowsError(try V8JSONParser.parse(text), text) { error in
                XCTAssertEqual((error as? V8JSONParser.SyntaxError)?.message, message, text)
            }
        }
    }

    func testWellFormedTextParsesToTheSameValueAsFoundation() throws {
        let text = #"{"title":"日本語 😀","n":-0.5,"list":[1,2.5e3,true,false,null,"x\n\u00e9\ud83d\ude00"],"o":{}}"#
        XCTAssertEqual(try V8JSONParser.parse(text), try JSONValue(jsonData: Data(text.utf8)))
    }

    func testAMalformedBodyOnAWriteAnswersTheParsersMessage() {
        let api = SharedAPI.standard
        let body = #"{"title":"Phone","price":12,"description":"x" "stock":5}"#
        for (method, path) in [("POST", "/products/add"), ("PUT", "/products/1"), ("PATCH", "/posts/1"), ("POST", "/auth/login"), ("GET", "/products")] {
            let response = api.handle(HTTPRequest(method: method, path: path, headers: ["content-type": "application/json"], body: Data(body.utf8)))
            XCTAssertEqual(response.status, 400, path)
            XCTAssertEqual(response.message, "Expected ',' or '}' after property value in JSON at position 46", path)
        }
    }

    func testABodyNotStartingAnObjectOrArrayIsRefusedLikeBodyParsersStrictMode() {
        let cases = [("\"abc\"", "Unexpected token '\"', \"\"abc\"\" is not valid JSON"), ("  5", "Unexpected token '5', \"  5\" is not valid JSON"), (" \n", "Unexpected end of JSON input")]
        for (body, message) in cases {
            let response = SharedAPI.standard.handle(HTTPRequest(method: "POST", path: "/auth/login", headers: ["content-type": "application/json; charset=utf-8"], body: Data(body.utf8)))
            XCTAssertEqual(response.status, 400, body)
            XCTAssertEqual(response.message, message, body)
        }
    }

    func testJSONInABodyOfAnotherTypeIsNotRead() {
        let response = SharedAPI.standard.handle(HTTPRequest(method: "POST", path: "/auth/login", headers: ["content-type": "text/plain"], body: Data("{".utf8)))
        XCTAssertEqual(response.status, 400)
        XCTAssertEqual(response.message, "Username and password required")
    }
}
