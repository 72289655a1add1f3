import CollectionLayout
import Explorer
import TerminalCanvas

/// The app's frame workloads: explorer documents of a million items built in code (like
/// the demos, scaled up) and a driver that produces frames the way the app's event loop
/// does: one key, the model's visibility query, the screen composition, and the flush
/// to an in-memory terminal (``TerminalFlusher``).
public enum ExplorerFrames {
    /// The demos' viewport: an iPhone in portrait, as in `Demos/*.json`.
    public static let viewport = Size(width: 375, height: 667)

    /// A named document factory.
    public struct Document: Sendable {
        /// The name used in benchmark names.
        public let name: String
        /// Builds the document (its layout is prepared when a model opens it).
        public let make: @Sendable () -> ExplorerDocument
    }

    /// Items in each frame document.
    public static let itemCount = 1_000_000

    /// The frame documents: a Pinterest feed (as `Demos/pinterest-feed.json`) and a
    /// PluginLayout grid with sticky headers over 10,000 sections (as
    /// `Demos/plugin-showcase.json`), each of a million items.
    public static let documents: [Document] = [
        Document(name: "Pinterest 1M", make: pinterestFeed),
        Document(name: "Plugin sticky 1M", make: stickyGrid),
    ]

    /// A million photos with cycled heights, banners every six items.
    @Sendable static func pinterestFeed() -> ExplorerDocument {
        let heights: [Double] = [135, 205, 250, 180.5, 235, 185, 125, 180]
        let context = LayoutContext(
            containerSize: viewport, sections: [SectionMetrics(itemCount: itemCount)],
            itemMetrics: ItemMetricsProvider { ItemMetrics(height: heights[$0.item % heights.count]) })
        let layout = PinterestLayout.Configuration(
            numberOfColumns: 2, cellPadding: 6, numberOfItemsBeforeAds: 6, bannerHeights: [140, 180, 120])
        return ExplorerDocument(
            name: "Pinterest feed (1M)", context: context,
            choices: [LayoutChoice(name: layout.name, configuration: layout)], title: title)
    }

    /// A million squares, three per line, in sections of 100 with 40 pt sticky headers.
    @Sendable static func stickyGrid() -> ExplorerDocument {
        let spacing = PluginSpacing(sectionInset: EdgeInsets(all: 8), minimumLineSpacing: 8, minimumInteritemSpacing: 8)
        let sections = (0..<(itemCount / 100)).map { _ in SectionMetrics(itemCount: 100, headerHeight: 40) }
        let context = LayoutContext(containerSize: viewport, sections: sections, itemMetrics: .uniform(.unspecified))
        let layout = PluginLayout.Configuration(
            sections: [.grid(GridPlugin(lineFraction: 3, aspectRatio: 1, spacing: spacing))],
            effects: [.sticky(.headers)])
        return ExplorerDocument(
            name: "Plugin showcase (1M)", context: context,
            choices: [LayoutChoice(name: layout.name, configuration: layout)], title: title)
    }

    /// Titles as a scenario file gives them: one per item, one per section header,
    /// "Banner n" for banners.
    @Sendable static func title(_ attributes: LayoutAttributes) -> String? {
        switch attributes.category {
        case .cell: return "Photo \(attributes.indexPath.section)-\(attributes.indexPath.item + 1)"
        case .supplementary(let kind) where kind == ElementKind.header:
            return "Section \(attributes.indexPath.section + 1)"
        case .supplementary(let kind) where kind == ElementKind.banner: return "Banner \(attributes.indexPath.item + 1)"
        case .supplementary, .decoration: return nil
        }
    }
}

/// Drives the explorer frame by frame as the app's event loop does, without a terminal.
///
/// The driver starts some pages into the content, then scrolls one line per frame
/// (`j`), turning back (`k`) every ``turnEvery`` frames so it stays in the same region
/// however many frames a benchmark asks for.
public struct FrameDriver {
    /// The explorer's state.
    public private(set) var model: ExplorerModel
    /// The in-memory terminal the frames are flushed to.
    public var terminal = TerminalFlusher()
    private let composer = ScreenComposer()
    private var step = 0
    private var now = 0.0

    /// Frames between changes of direction.
    public static let turnEvery = 100

    /// Opens `document` on a `columns` x `rows` terminal (animations off, as scrolling
    /// never animates), pages down `pages` times, and flushes the first frame.
    public init(document: ExplorerDocument, columns: Int, rows: Int, pages: Int = 50) {
        model = ExplorerModel(
            documents: [document], columns: columns, rows: rows, options: ExplorerModel.Options(animations: false))
        for _ in 0..<pages { model.handle(.key(.pageDown), now: 0) }
        terminal.flush(composer.compose(model, now: 0))
    }

    /// One scroll step: `j`, or `k` on the way back. Runs the model's visibility query.
    public mutating func scrollStep() {
        let down = (step / Self.turnEvery) % 2 == 0
        step += 1
        now += 1.0 / 60
        model.handle(.key(.character(down ? "j" : "k")), now: now)
    }

    /// The whole screen for the current state.
    public func compose() -> CellGrid {
        composer.compose(model, now: now)
    }

    /// One frame after a one-line scroll: the key, the query, the composition and the
    /// flush. Returns the bytes the flush wrote.
    public mutating func scrollFrame() -> Int {
        scrollStep()
        return terminal.flush(compose())
    }

    /// The current frame painted on a terminal that shows nothing yet (a first paint).
    /// Returns the bytes the flush wrote.
    public mutating func firstPaint() -> Int {
        terminal.invalidate()
        return terminal.flush(compose())
    }

    /// `count` consecutive scroll frames' grids (for measuring the flush alone), the
    /// driver left where it was.
    public func upcomingGrids(_ count: Int) -> [CellGrid] {
        var copy = self
        return (0..<count).map { _ in
            copy.scrollStep()
            return copy.compose()
        }
    }
}
