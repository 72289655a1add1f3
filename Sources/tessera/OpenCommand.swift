import ArgumentParser

/// Placeholder for the `open` subcommand (being built on its own branch).
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open")

    func run() throws {
        throw ValidationError("'open' is not built yet")
    }
}
