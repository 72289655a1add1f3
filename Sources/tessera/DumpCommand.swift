import ArgumentParser

/// Placeholder for the `dump` subcommand (being built on its own branch).
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dump")

    func run() throws {
        throw ValidationError("'dump' is not built yet")
    }
}
