import CollectionLayout
import Scenarios

/// A document's data with its appearance: what one undo step restores, so that a title
/// an update changed comes back with the data.
public struct DocumentContent: Hashable, Sendable {
    /// The data by identifier.
    public var data: CollectionData
    /// The titles and colours of ``data``, by identity.
    public var appearance: CollectionAppearance

    /// Creates content.
    public init(data: CollectionData, appearance: CollectionAppearance = CollectionAppearance()) {
        self.data = data
        self.appearance = appearance
    }
}

extension ExplorerDocument {
    /// ``editableData`` with ``editableAppearance``.
    public var editableContent: DocumentContent {
        DocumentContent(data: editableData, appearance: editableAppearance)
    }
}
