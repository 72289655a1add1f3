import CollectionLayout

/// One open document and what the user did to it: the layout choice on screen, every
/// choice's configuration with the user's tweaks, and the undo history of its data. The
/// explorer keeps one per open scenario, so switching scenarios (`n`, `p`) keeps each
/// one's tweaks and undo history.
public struct DocumentSession: Sendable {
    /// The most undo steps kept.
    static let maximumUndoSteps = 100
    /// About how many items the undo history may hold in all (it keeps at least one step).
    static let maximumUndoItems = 1_000_000

    /// The document.
    public internal(set) var document: ExplorerDocument
    /// Index into the document's choices: the layout on screen.
    public internal(set) var choiceIndex: Int
    /// Per layout choice: the configuration with the user's tweaks.
    var configurations: [any LayoutConfiguration]
    /// The data (with its appearance) before each applied update, most recent last (the `u` key).
    var undoStack: [DocumentContent] = []

    /// A session on `document`, showing its initial choice, untweaked, with no history.
    public init(document: ExplorerDocument) {
        self.document = document
        choiceIndex = document.initialChoice
        configurations = document.choices.map(\.configuration)
    }

    /// The configuration of the current choice, tweaks included (`nil` for a document
    /// without layouts). Setting it replaces the current choice's configuration.
    var configuration: (any LayoutConfiguration)? {
        get { configurations.indices.contains(choiceIndex) ? configurations[choiceIndex] : nil }
        set {
            guard let newValue, configurations.indices.contains(choiceIndex) else { return }
            configurations[choiceIndex] = newValue
        }
    }

    /// Keeps `data` for undo: at most ``maximumUndoSteps`` steps, and fewer for large
    /// collections (about ``maximumUndoItems`` items in all), since each step may hold a
    /// copy of a changed section. Complexity: O(steps).
    mutating func recordUndo(_ content: DocumentContent) {
        undoStack.append(content)
        func items(_ c: DocumentContent) -> Int { c.data.itemCount }
        var total = undoStack.reduce(0) { $0 + items($1) }
        while undoStack.count > Self.maximumUndoSteps || (undoStack.count > 1 && total > Self.maximumUndoItems) {
            total -= items(undoStack.removeFirst())
        }
    }

    /// A new version of the document (its file was saved): every configuration from the
    /// new choices, no history; the choice is the caller's to pick.
    mutating func replaceDocument(_ newDocument: ExplorerDocument) {
        document = newDocument
        configurations = newDocument.choices.map(\.configuration)
        undoStack = []
    }
}
