import ArgumentParser

/// The `tessera` command: the interactive explorer by default, plus headless subcommands.
@main
struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Explore UICollectionView-style layouts in the terminal.",
        subcommands: [OpenCommand.self, DumpCommand.self, RenderCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}
