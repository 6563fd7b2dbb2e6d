import XCTest

/// XCTest on Linux cannot discover `@MainActor` test methods (its test list
/// casts every method to a nonisolated function type), so main-actor tests
/// are nonisolated methods that run their body here. XCTest runs tests on
/// the main thread, which `assumeIsolated` checks.
func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}
