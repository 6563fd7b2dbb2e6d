// `Parameters` and merge bodies are JSON values, so whoever adopts Network
// gets the JSON module with it, without an import of its own.
@_exported import JSON
