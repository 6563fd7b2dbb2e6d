import ViewModels

/// `courier completion bash|zsh|fish`: a script the shell sources, its words
/// from `CompletionWords` (the help's own tables and the registry).
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// `apis` and `themes`: the config file's names, which the script completes as the help's own words.
    static func text(for shell: Shell, registry: ResourceRegistry, apis: [String] = [], themes: [String] = []) -> String {
        let words = CompletionWords(registry: registry, apis: apis, themes: themes)
        switch shell {
        case .bash: return bash(words)
        // zsh reads bash's completions through its bashcompinit module: one script to keep true.
        case .zsh: return "autoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n" + bash(words)
        case .fish: return fish(words)
        }
    }

    private static func bash(_ words: CompletionWords) -> String {
        var cases: [String] = []
        for (flag, choices) in words.flagChoices.sorted(by: { $0.key < $1.key }) {
            cases.append("        \(flag)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;")
        }
        // Before the plain file flags: bash takes the first pattern that matches.
        for (flag, names) in words.fileFlagNames.sorted(by: { $0.key < $1.key }) {
            cases.append("        \(flag)) COMPREPLY=($(compgen -W \"\(names.joined(separator: " "))\" -- \"$cur\") $(compgen -f -- \"$cur\")); return ;;")
        }
        if !words.fileFlags.isEmpty {
            cases.append("        \(words.fileFlags.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
        }
        for (command, choices) in words.subcommandChoices.sorted(by: { $0.key < $1.key }) {
            cases.append("        \(command)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;")
        }
        return """
        # courier completion for bash: source <(courier completion bash)
        _courier() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            case "$prev" in
        \(cases.joined(separator: "\n"))
            esac
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "\(words.flags.joined(separator: " "))" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "\(words.subcommands.joined(separator: " "))" -- "$cur"))
            fi
        }
        complete -F _courier courier

        """
    }

    private static func fish(_ words: CompletionWords) -> String {
        var lines = ["# courier completion for fish: courier completion fish | source", "complete -c courier -f"]
        lines.append("complete -c courier -n __fish_use_subcommand -a '\(words.subcommands.joined(separator: " "))'")
        for (command, choices) in words.subcommandChoices.sorted(by: { $0.key < $1.key }) {
            lines.append("complete -c courier -n '__fish_seen_subcommand_from \(command)' -a '\(choices.joined(separator: " "))'")
        }
        for flag in words.flags {
            let name = String(flag.dropFirst(2))
            if let choices = words.flagChoices[flag] {
                lines.append("complete -c courier -l \(name) -x -a '\(choices.joined(separator: " "))'")
            } else if words.fileFlags.contains(flag) {
                let names = words.fileFlagNames[flag].map { " -a '\($0.joined(separator: " "))'" } ?? ""
                lines.append("complete -c courier -l \(name) -r -F" + names)
            } else {
                lines.append("complete -c courier -l \(name)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
