/// Shell completion for a voice target, as swift-argument-parser tools print it:
/// `source <(duo-say --generate-completion-script bash)`. Made from the options'
/// declarations (``CommandOption``) and the app's own options.
enum CompletionScript {
  enum Shell: String, Equatable {
    case bash, zsh, fish
  }

  static func text(for shell: Shell, program: String, app: AppProfile) -> String {
    let options = CommandOption.all
    let commands = CommandHelp.commands.joined(separator: " ")
    let words = (options.flatMap(\.names) + app.options.map(\.name)).joined(separator: " ")
    let function = "_" + program.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined()
    switch shell {
    case .bash:
      let values = options.compactMap { option -> String? in
        let names = option.names.joined(separator: "|")
        switch option.completion {
        case .none: return nil
        case .files: return "    \(names)) COMPREPLY=($(compgen -f -- \"$current\")); return ;;"
        case .words(let values):
          return
            "    \(names)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$current\")); return ;;"
        }
      }
      return """
        \(function)() {
          local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD-1]}"
          case "$previous" in
        \(values.joined(separator: "\n"))
          esac
          if [ "$COMP_CWORD" -eq 1 ] && [[ "$current" != -* ]]; then
            COMPREPLY=($(compgen -W "\(commands)" -- "$current"))
          elif [[ "$current" == -* ]]; then
            COMPREPLY=($(compgen -W "\(words)" -- "$current"))
          else
            COMPREPLY=($(compgen -f -- "$current"))
          fi
        }
        complete -F \(function) \(program)

        """
    case .zsh:
      return """
        #compdef \(program)
        \(function)() {
          if (( CURRENT == 2 )) && [[ $words[CURRENT] != -* ]]; then
            compadd -- \(commands)
          elif [[ $words[CURRENT] == -* ]]; then
            compadd -- \(words)
          else
            _files
          fi
        }
        compdef \(function) \(program)

        """
    case .fish:
      let commandLines = CommandHelp.commands.map { "complete -c \(program) -n '__fish_use_subcommand' -a \($0)" }
      let optionLines = options.map { option in
        var line = "complete -c \(program) -l \(option.name.dropFirst(2))"
        if let short = option.short { line += " -s \(short.dropFirst())" }
        switch option.completion {
        case .none: break
        case .files: line += " -r -F"
        case .words(let values): line += " -xa '\(values.joined(separator: " "))'"
        }
        return line
      }
      let appLines = app.options.map { "complete -c \(program) -l \($0.name.dropFirst(2))" }
      return (commandLines + optionLines + appLines + [""]).joined(separator: "\n")
    }
  }
}
