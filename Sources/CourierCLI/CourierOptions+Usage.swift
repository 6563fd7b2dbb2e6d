import DummyJSON
import Foundation
import Network
import TUI
import ViewModels

/// `courier --help`: the flags, the subcommands and the registry's resources.
extension CourierOptions {
    /// The help text, listing the registry's resources.
    static func usage(_ registry: ResourceRegistry = .standard) -> String {
        let nameWidth = registry.ids.map(\.count).max() ?? 0
        let resources = registry.resources.map { resource in
            let traits = [resource.isSearchable ? "--search" : nil,
                          resource.filters.isEmpty ? nil : "--filter " + resource.filters.map { "\($0.name)=…" }.joined(separator: ", "),
                          resource.sortFields.isEmpty ? nil : "--sort " + resource.sortFields.joined(separator: "|"),
                          writes(resource)]
                .compactMap { $0 }
            let lines = wrap(traits.isEmpty ? ["paging and --id only"] : traits, width: helpWidth - nameWidth - 4)
            let indent = String(repeating: " ", count: nameWidth + 4)
            return "  " + resource.id.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
                + lines.joined(separator: "\n" + indent)
        }.joined(separator: "\n")
        return """
        usage: courier [options]                      open the terminal app
               courier [options] login [--username U] sign in (password from a prompt, or stdin)
               courier [options] logout               forget the saved session
               courier [options] whoami               show who is signed in
               courier [options] get RESOURCE [--search Q | --filter F=V | --sort FIELD[:desc] | --id N]
                                              [--limit N] [--skip N] [--json] [--wide] [--width N] [--curl]
               courier [options] add RESOURCE [--field NAME=VALUE]...     a new record (fields, or JSON on stdin)
               courier [options] edit RESOURCE --id N [--field NAME=VALUE]...
               courier [options] delete RESOURCE --id N
                                              print the server's answer as JSON; DummyJSON keeps no change
               courier [options] cache clear|stats    empty the offline cache, or say what it holds
               courier [options] cache verify         check every cached row and the file; drop or salvage
                                                      what is damaged (exit 1 if anything was)
               courier --api SOURCE describe          what Courier makes of an API: its resources, hosts,
                                                      sign-in, and what it went around

        Courier signs in to a REST API and browses its \(ListFormat.and(registry.ids)).

        resources for get (\(registry.ids.joined(separator: "|"))):
        \(resources)

        options:
          --api SOURCE               browse another API: a URL or file of its OpenAPI 3.0/3.1
                                     description (JSON or YAML), or of a Courier API profile
                                     (default: $COURIER_API; without it, DummyJSON)
          --profile FILE             a Courier API profile laid over --api's description
                                     (default: $COURIER_PROFILE)
          --host release|test|demo   the backend (default: $COURIER_HOST, else demo); with --api,
                                     one of the description's servers, by name or number
                                     release  https://dummyjson.com
                                     test     http://127.0.0.1:8080 (a courier-server you run)
                                     demo     a staging server started inside Courier, on a
                                              port of this user's (or $COURIER_DEMO_PORT)
          --base-url URL             point the chosen host elsewhere
          --timeout SECONDS          longest wait for an answer, retries included (default 30)
          --log FILE                 append one line per request (default: $COURIER_LOG); a file
                                     that cannot be written is warned about and skipped
          --no-color                 monochrome (also NO_COLOR); under TERM=dumb the app
                                     refuses (exit 2): use the subcommands there
          --no-mouse                 leave clicks and the wheel to the terminal (to select text)
          --graphics auto|kitty|truecolor|256|sixel|none
                                     how a detail's picture is drawn: kitty's graphics protocol,
                                     half blocks in 24-bit or 256 colours, sixels, or not at all
                                     (the gauges stay); auto (default): kitty in kitty outside
                                     tmux and screen, else 24-bit where COLORTERM=truecolor|24bit,
                                     else 256; sixel only when asked for
          --lang en|zh-Hans|zh-Hant  the app's language, and that of the commands' errors:
                                     English, 简体中文 or 繁體中文
                                     (default: from $LC_ALL, $LC_MESSAGES or $LANG)
          --no-cache                 no offline cache: always the network, no file touched
          --cache-dir DIR            where the offline cache lives
                                     (default: $XDG_CACHE_HOME/courier, else ~/.cache/courier)
          --cache-size MB            the cache's size limit; least recently used data goes first (default 50)
          --version                  print the version
          --help                     print this help

        get options:
          --search Q                 search instead of listing
          --filter NAME=VALUE        only the records the resource's filter picks (products: category=smartphones)
          --sort FIELD[:asc|desc]    the whole list in that order
          --limit N                  items per page, 0 for all (default 30)
          --skip N                   start after N items
          --id N                     one record
          --json                     whole records as JSON
          --wide                     every column whole (a table is otherwise cut to the terminal's width)
          --width N                  cut the table to N columns (also COLUMNS); piped, it is never cut
          --curl                     print the request as a curl command (secrets masked) instead of sending it

        exit status: 0 success, 1 error, 2 bad usage, 3 sign-in needed
        """
    }

    /// "new, edit and delete in the app": the writes the resource takes.
    static func writes(_ resource: AnyResource) -> String? {
        let kinds = [resource.canAdd ? "new" : nil, resource.isEditable ? "edit" : nil, resource.canDelete ? "delete" : nil]
            .compactMap { $0 }
        return kinds.isEmpty ? nil : ListFormat.and(kinds) + " in the app"
    }

    /// Help lines stay readable in an 80-column terminal.
    static let helpWidth = 100

    /// Items joined with "; ", a new line wherever the next would pass `width`.
    static func wrap(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for item in items {
            let words = item.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            for (index, word) in words.enumerated() {
                let piece = (index == 0 && !current.isEmpty ? "; " : (current.isEmpty ? "" : " ")) + word
                if !current.isEmpty, current.count + piece.count > width {
                    lines.append(current + (index == 0 ? ";" : ""))
                    current = word
                } else {
                    current += piece
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
