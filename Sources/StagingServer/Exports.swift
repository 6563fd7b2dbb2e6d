// The contract's surface is made of the engine's types (`StagingAPI` is an
// `HTTPHandler`, `StagingServer` takes an `HTTPServer.Configuration`), so
// whoever runs the server gets the engine with it.
@_exported import HTTPEngine
