/// Shell completion for a voice target, as swift-argument-parser tools print it:
/// `source <(duo-say --generate-completion-script bash)`.
enum CompletionScript {
  enum Shell: String, Equatable {
    case bash, zsh, fish
  }

  static let options = [
    "--app", "--catalog", "--voice-only", "--screen", "--locked", "--json", "--no-flexible-matching", "--format",
    "--noisy",
    "--voice", "--rate", "--pitch", "--volume", "--wav", "--raw", "--mute", "--list-voices", "--locale", "--name",
    "--help",
    "--version", "--generate-completion-script",
  ]

  static func text(for shell: Shell, program: String, app: AppProfile) -> String {
    let commands = CommandHelp.commands.joined(separator: " ")
    let words = (options + app.options.map(\.name)).joined(separator: " ")
    let function = "_" + program.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined()
    switch shell {
    case .bash:
      return """
        \(function)() {
          local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD-1]}"
          case "$previous" in
            --catalog|-c|--wav|-w) COMPREPLY=($(compgen -f -- "$current")); return ;;
            --format|-f) COMPREPLY=($(compgen -W "text json junit" -- "$current")); return ;;
            --generate-completion-script) COMPREPLY=($(compgen -W "bash zsh fish" -- "$current")); return ;;
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
      let optionLines = (options + app.options.map(\.name)).map { "complete -c \(program) -l \($0.dropFirst(2))" }
      return (commandLines + optionLines + ["complete -c \(program) -l format -xa 'text json junit'", ""]).joined(
        separator: "\n")
    }
  }
}
