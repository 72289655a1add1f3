import CollectionLayout

/// The explorer's view of its sessions (``DocumentSession``): the one on screen, and its
/// document, choice and configuration.
extension ExplorerModel {
    /// The open scenarios' documents, in order. Complexity: O(documents).
    public var documents: [ExplorerDocument] { sessions.map(\.document) }

    /// The session on screen.
    public internal(set) var session: DocumentSession {
        get { sessions[documentIndex] }
        set { sessions[documentIndex] = newValue }
    }

    /// The document on screen.
    public internal(set) var document: ExplorerDocument {
        get { sessions[documentIndex].document }
        set { sessions[documentIndex].document = newValue }
    }

    /// Index into the current document's choices.
    public internal(set) var choiceIndex: Int {
        get { sessions[documentIndex].choiceIndex }
        set { sessions[documentIndex].choiceIndex = newValue }
    }

    /// The configuration of the current choice, tweaks included.
    public internal(set) var configuration: (any LayoutConfiguration)? {
        get { sessions[documentIndex].configuration }
        set { sessions[documentIndex].configuration = newValue }
    }
}
