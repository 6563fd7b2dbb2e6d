import Network
import ViewModels
import XCTest

/// Enter with a blank field sends nothing: the note says which field is
/// missing, the field is marked and gets the focus; filling it clears that.
final class LoginBlankFieldsTests: XCTestCase {
    private func submitted(username: String, password: String, focus: LoginFocus = .submit) -> (LoginState, [LoginEffect]) {
        var state = LoginState()
        state.username = TextFieldState(value: username)
        state.password = TextFieldState(value: password, isMasked: true)
        state.focus = focus
        let effects = LoginFeature.reduce(&state, .submit)
        return (state, effects)
    }

    func testBothBlankAsksForBothAndFocusesTheUsername() {
        let (state, effects) = submitted(username: "", password: "")
        XCTAssertEqual(effects, [], "nothing is sent")
        XCTAssertFalse(state.isLoading)
        XCTAssertEqual(state.note, .missing([.username, .password]))
        XCTAssertEqual(state.note?.text, "Enter your username and password.")
        XCTAssertEqual(state.focus, .username)
    }

    func testABlankUsernameIsNamedAndFocused() {
        let (state, effects) = submitted(username: "   ", password: "emilyspass", focus: .password)
        XCTAssertEqual(effects, [])
        XCTAssertEqual(state.note, .missing(.username), "spaces alone are not a username")
        XCTAssertEqual(state.note?.text, "Enter your username.")
        XCTAssertEqual(state.focus, .username)
    }

    func testABlankPasswordIsNamedAndFocused() {
        let (state, effects) = submitted(username: "emilys", password: " ")
        XCTAssertEqual(effects, [])
        XCTAssertEqual(state.note, .missing(.password))
        XCTAssertEqual(state.note?.text, "Enter your password.")
        XCTAssertEqual(state.focus, .password)
    }

    func testABlankSubmitReplacesAnEarlierErrorSoOneMessageShows() {
        var state = LoginState(error: .unauthorized(message: nil))
        _ = LoginFeature.reduce(&state, .submit)
        XCTAssertNil(state.error)
        XCTAssertEqual(state.note, .missing([.username, .password]))
    }

    func testFillingAMissingFieldUnmarksItAndKeepsTheOther() {
        var (state, _) = submitted(username: "", password: "")
        _ = LoginFeature.reduce(&state, .edit(.insert("emilys")))
        XCTAssertEqual(state.note, .missing(.password))
        XCTAssertEqual(state.note?.text, "Enter your password.")
        _ = LoginFeature.reduce(&state, .focus(.password))
        _ = LoginFeature.reduce(&state, .edit(.insert(" ")))
        XCTAssertEqual(state.note, .missing(.password), "a space does not fill it")
        _ = LoginFeature.reduce(&state, .edit(.insert("pw")))
        XCTAssertNil(state.note)
    }

    func testAFilledFormSubmitsAndClearsTheNote() {
        var (state, _) = submitted(username: "emilys", password: "")
        _ = LoginFeature.reduce(&state, .edit(.insert("emilyspass")))
        let effects = LoginFeature.reduce(&state, .submit)
        XCTAssertEqual(effects, [.signIn(username: "emilys", password: "emilyspass")])
        XCTAssertNil(state.note)
        XCTAssertTrue(state.isLoading)
    }

    func testTheNotesReadInBothChineseScripts() {
        let notes: [LoginNote] = [.missing([.username, .password]), .missing(.username), .missing(.password), .cancelled]
        let simplified = notes.map { ErrorPresenter(language: .simplifiedChinese).text($0.text) }
        XCTAssertEqual(simplified, ["请输入用户名和密码。", "请输入用户名。", "请输入密码。", "已取消登录。"])
        let traditional = notes.map { ErrorPresenter(language: .traditionalChinese).text($0.text) }
        XCTAssertEqual(traditional, ["請輸入使用者名稱和密碼。", "請輸入使用者名稱。", "請輸入密碼。", "已取消登入。"])
    }
}
