import Foundation
import ViewModels

/// `--log FILE` (or `$COURIER_LOG`) that cannot be written: a warning on
/// stderr, and the command goes on without a log, since the log is a
/// diagnosis aid and never the reason to refuse the work.
enum RequestLogFile {
    static func usable(_ path: String?, presenter: ErrorPresenter = .english) -> String? {
        guard let path else { return nil }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            Output.error("courier: " + presenter.text("warning: cannot write the request log \(Output.safe(path)) (\(reason)); going on without it"))
            return nil
        }
        close(descriptor)
        return path
    }
}
