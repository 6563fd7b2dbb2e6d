import Foundation

/// Timings of the app's own chrome.
public enum AppDefaults {
    /// How long an error stays in the status bar.
    public static let messageLifetime: TimeInterval = 4
    /// Spinner frame interval while requests are in flight.
    public static let spinnerInterval: TimeInterval = 0.1
}
