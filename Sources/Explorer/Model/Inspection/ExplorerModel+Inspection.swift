import CollectionLayout

/// The explorer's view of its ``Inspection``: each part under its own name.
extension ExplorerModel {
    /// The `?` overlay is open.
    public internal(set) var showHelp: Bool {
        get { inspection.showHelp }
        set { inspection.showHelp = newValue }
    }

    /// The first help line shown (the overlay scrolls on short terminals).
    public var helpScroll: Int { inspection.helpScroll }

    /// The debug overlay (query rectangle and probes) is on.
    public internal(set) var showDebug: Bool {
        get { inspection.showDebug }
        set { inspection.showDebug = newValue }
    }

    /// Focus mode: arrow keys move the focus, the inspector shows it.
    public internal(set) var focusMode: Bool {
        get { inspection.focusMode }
        set { inspection.focusMode = newValue }
    }

    /// The focused element, kept across layout switches.
    public internal(set) var focus: ElementKey? {
        get { inspection.focus }
        set { inspection.focus = newValue }
    }

    /// The selected item's identifier and its index path now.
    public internal(set) var selection: (id: String, indexPath: IndexPath)? {
        get { inspection.selection }
        set { inspection.selection = newValue }
    }

    /// The delegate calls of the last tap or Enter (``Inspection/selectionEvents``).
    public internal(set) var selectionEvents: [String] {
        get { inspection.selectionEvents }
        set { inspection.selectionEvents = newValue }
    }

    /// What the last query changed, while the debug overlay is on.
    public internal(set) var displayLog: DisplayLog {
        get { inspection.displayLog }
        set { inspection.displayLog = newValue }
    }
}
