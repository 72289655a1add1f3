import CollectionLayout
import Scenarios
import TerminalCanvas

/// One layout the explorer can switch to for a document, with its configuration (the
/// explorer prepares it for the current device width: ``LayoutConfiguration/prepared(for:)``).
public struct LayoutChoice: Sendable {
    /// The name shown in the status bar and the help ("Pinterest", "Flow", ...).
    public var name: String
    /// The layout's configuration.
    public var configuration: any LayoutConfiguration

    /// Creates a choice.
    public init(name: String, configuration: any LayoutConfiguration) {
        self.name = name
        self.configuration = configuration
    }
}

/// What the explorer shows: a collection (its data shape and item metrics), the layouts
/// that can arrange it, and the texts drawn inside the boxes.
public struct ExplorerDocument: Sendable {
    /// The scenario's name (status bar).
    public var name: String
    /// The collection's shape and item metrics; its container size is the scenario's
    /// viewport and is replaced by the device width preset in use.
    public var context: LayoutContext
    /// The layouts that can show the data (the Tab key's cycle).
    public var choices: [LayoutChoice]
    /// The choice shown first: the scenario file's own layout.
    public var initialChoice: Int
    /// The title drawn in an element (item titles for cells, section titles for
    /// headers), or `nil`.
    public var title: @Sendable (LayoutAttributes) -> String?
    /// The colour name of a section background decoration or of a coloured cell (a
    /// section's `itemColors`), or `nil`.
    public var backgroundColorName: @Sendable (LayoutAttributes) -> String?
    /// The data by identifier, when the document was made from it (batch updates and
    /// snapshots edit it); `nil` for a document made from a context.
    public private(set) var data: CollectionData?
    /// The titles and colours of ``data`` by identity (empty for a document made from a
    /// context, whose ``title`` and ``backgroundColorName`` say them).
    public private(set) var collectionAppearance = CollectionAppearance()
    /// The scenario file the document was read from, when the user opened one (the `P`
    /// key saves pictures next to it); `nil` for the demo tour and documents built in code.
    public var sourceFile: String?
    /// The data as the document was opened, before any update: what a refresh goes back
    /// to (the WWDC18 sample's remote updates start from it each time).
    public private(set) var initialData: CollectionData?
    /// The appearance as the document was opened, beside ``initialData``.
    public private(set) var initialAppearance = CollectionAppearance()
    /// The file's remote updates (`"remoteUpdates"`): sets of changes to the first
    /// section in the WWDC18 sample's form, played in order by the `e` key.
    public var remoteUpdates: [[ItemUpdate]] = []
    /// The next set of ``remoteUpdates`` the `e` key plays.
    public internal(set) var nextRemoteUpdate = 0
    /// Identifiers of the items a remote update reloaded: each is drawn with the
    /// sample's cyan "updated" marker, kept by identity until the next refresh.
    public internal(set) var updatedItems: Set<String> = []

    /// Creates a document. `choices` must not be empty for the explorer to show anything.
    public init(
        name: String, context: LayoutContext, choices: [LayoutChoice], initialChoice: Int = 0,
        title: @escaping @Sendable (LayoutAttributes) -> String? = { _ in nil },
        backgroundColorName: @escaping @Sendable (LayoutAttributes) -> String? = { _ in nil }
    ) {
        self.name = name
        self.context = context
        self.choices = choices
        self.initialChoice = choices.indices.contains(initialChoice) ? initialChoice : 0
        self.title = title
        self.backgroundColorName = backgroundColorName
    }

    /// A document over `data` (its context comes from the data, its titles and colours
    /// from `appearance`), shown at `viewport` before any device preset applies.
    public init(
        name: String, data: CollectionData, appearance: CollectionAppearance = CollectionAppearance(), viewport: Size,
        choices: [LayoutChoice], initialChoice: Int = 0
    ) {
        self.init(
            name: name, context: data.context(containerSize: viewport), choices: choices, initialChoice: initialChoice,
            title: { appearance.title(for: $0, in: data) },
            backgroundColorName: { appearance.colorName(for: $0, in: data) })
        self.data = data
        collectionAppearance = appearance
        initialData = data
        initialAppearance = appearance
    }

    /// The data to edit: the document's own, or one rebuilt from its context with
    /// generated identifiers.
    public var editableData: CollectionData {
        data ?? CollectionData(context: context)
    }

    /// The appearance of ``editableData``: the document's own, or, for a document made
    /// from a context, its ``title`` read into section and item titles (by the generated
    /// identifiers). Complexity: O(1), or O(n) for a document made from a context.
    public var editableAppearance: CollectionAppearance {
        data == nil
            ? CollectionAppearance(context: context, title: title, backgroundColorName: backgroundColorName)
            : collectionAppearance
    }

    /// The same document showing `data` with `appearance` (default: its own,
    /// ``editableAppearance``).
    public func replacingData(_ data: CollectionData, appearance: CollectionAppearance? = nil) -> ExplorerDocument {
        var document = ExplorerDocument(
            name: name, data: data, appearance: appearance ?? editableAppearance, viewport: viewport,
            choices: choices, initialChoice: initialChoice)
        document.sourceFile = sourceFile
        document.initialData = initialData
        document.initialAppearance = initialAppearance
        document.remoteUpdates = remoteUpdates
        document.nextRemoteUpdate = nextRemoteUpdate
        document.updatedItems = updatedItems
        return document
    }

    /// How the canvas draws `attributes`: its title and the standard colours, exactly
    /// as `tessera render` draws them, plus the cyan "updated" marker on a cell whose
    /// item is in ``updatedItems``. Complexity: O(1) expected.
    public func appearance(_ attributes: LayoutAttributes) -> ElementAppearance {
        var look = ElementAppearance(
            for: attributes, title: title(attributes), colorName: backgroundColorName(attributes))
        if !updatedItems.isEmpty, attributes.category == .cell,
            let id = data?.item(at: attributes.indexPath)?.id, updatedItems.contains(id)
        {
            look.marker = Self.updatedMarkerColor
        }
        return look
    }

    /// ``appearance(_:)`` as `layout` shows it: a split layout's background decoration
    /// takes the layout's colour, which its styles may set per section and side
    /// (`SplitLayout.backgroundColor(ofSection:sectionBackground:)`). Complexity: O(1) expected.
    public func appearance(_ attributes: LayoutAttributes, in layout: (any CollectionViewLayout)?)
        -> ElementAppearance
    {
        guard let split = layout as? any SidedLayout, attributes.category == .decoration(kind: ElementKind.background)
        else { return appearance(attributes) }
        return ElementAppearance(
            for: attributes, title: title(attributes),
            colorName: split.backgroundColor(
                ofSection: attributes.indexPath.section, sectionBackground: backgroundColorName(attributes)))
    }

    /// The colour of the "updated" marker: the WWDC18 sample's cyan.
    public static let updatedMarkerColor = CanvasColor.named("cyan")

    /// The scenario's own viewport size.
    public var viewport: Size { context.containerSize }
}
