import ArgumentParser
import InertText

/// The `tessera` command: the interactive explorer by default, plus headless subcommands.
@main
struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Explore UICollectionView-style layouts in the terminal.",
        usage: Usage.all,
        discussion: OpenCommand.discussion,
        version: TesseraVersion.current,
        subcommands: [
            OpenCommand.self, DumpCommand.self, RenderCommand.self, DiffCommand.self, NewCommand.self,
            CheckCommand.self, CompareCommand.self, ApplyCommand.self, ServeCommand.self, PreviewCommand.self,
            DoctorCommand.self,
        ],
        defaultSubcommand: OpenCommand.self
    )

    /// ArgumentParser's `main`, except that what it prints (a usage error echoing an
    /// argument, such as a file name, or the help) goes through ``InertText`` first, so
    /// an argument with control characters cannot drive the terminal.
    static func main() {
        if let typo = CommandTypo.message(for: Array(CommandLine.arguments.dropFirst())) {
            StandardError.writeLine(typo)
            StandardError.exitProcess(1)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = InertText.escapedKeepingLineFeeds(fullMessage(for: error))
            if !message.isEmpty {
                if code == .success {
                    print(message)
                } else {
                    StandardError.writeLines(message)
                }
            }
            StandardError.exitProcess(code.rawValue)
        }
    }
}
