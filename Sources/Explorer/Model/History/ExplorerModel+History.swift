import CollectionLayout

/// The explorer's view of its ``ContentQuery`` and ``UpdateHistory``: each part under
/// its own name.
extension ExplorerModel {
    /// The last visibility query: what the content area shows.
    public var visible: LayoutQuery { contentQuery.visible }
    /// The rectangle of the last query.
    public var queryRect: Rect { contentQuery.rect }
    /// How long the last query took, in microseconds.
    public var queryMicros: Double { contentQuery.micros }
    /// Elements in the prepared layout.
    public internal(set) var totalElements: Int {
        get { contentQuery.totalElements }
        set { contentQuery.totalElements = newValue }
    }

    /// The last batch update (status bar), or `nil` before any.
    public var lastUpdate: UpdateReport? { updateHistory.lastUpdate }
    /// True when the user's latest change was an update (the status bar shows the batch
    /// before the parameters), false after a parameter change.
    public var lastActionWasUpdate: Bool { updateHistory.lastActionWasUpdate }
}
