import SafeText
import ViewModels

/// A mistake in the config file and where it is: what `courier config
/// check` lists, what a subcommand warns about on stderr and what the app
/// says as it starts. What it names is left out; the rest of the file holds.
struct ConfigProblem: Equatable, CustomStringConvertible {
    var file: String
    /// From 1; nil when the mistake is the file's as a whole (it cannot be read).
    var line: Int?
    var message: UIText

    /// "~/.config/courier/config.yaml:12: …", in `presenter`'s language, on
    /// one line with no escape sequence: the file's words are anyone's.
    func words(_ presenter: ErrorPresenter) -> String {
        let place = line.map { "\(file):\($0)" } ?? file
        return Sanitizer.singleLine("\(place): \(presenter.text(message))")
    }

    var description: String { words(.english) }
}
