import ArgumentParser

/// Placeholder for the `render` subcommand (being built on its own branch).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render")

    func run() throws {
        throw ValidationError("'render' is not built yet")
    }
}
