import Foundation

/// The courier command. The terminal app and subcommands arrive with later
/// issues; until then it answers --version and --help and refuses the rest.
let version = "0.1.0"

let usage = """
usage: courier [options]
       courier login --username U | logout | whoami | get RESOURCE [options]

A terminal client for signing in to a REST API and browsing its data.

options:
  --host release|test|demo   which backend (default: $COURIER_HOST, else demo)
  --base-url URL             point the chosen host elsewhere
  --timeout SECONDS          request timeout (default 30)
  --log FILE                 write one line per request (default: $COURIER_LOG)
  --no-color                 monochrome (also NO_COLOR or TERM=dumb)
  --version                  print the version
  --help                     print this help
"""

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
if arguments.contains("--version") {
    print("courier \(version)")
    exit(0)
}
FileHandle.standardError.write(Data((usage + "\n").utf8))
exit(2)
