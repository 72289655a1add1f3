import Explorer

/// Where the explorer's documents and the painter come from.
enum DocumentSource {
    /// Why no document could be opened.
    struct LoadError: Error {
        var message: String
    }

    /// The painter the content area uses.
    static let painter: any ElementPainter = BoxPainter()

    /// The scenario `file`, or every demo when `file` is nil.
    static func load(file: String?) -> Result<[ExplorerDocument], LoadError> {
        // Development stand-in until the Scenarios module lands.
        .success([
            DevelopmentDocuments.feed(),
            DevelopmentDocuments.grid(name: "Grid demo", sections: 6, items: 20, width: 390),
            DevelopmentDocuments.grid(name: "Small grid", sections: 2, items: 5, width: 390),
        ])
    }
}
