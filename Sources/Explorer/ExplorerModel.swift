import CollectionLayout
import TerminalCanvas

/// The interactive explorer's whole state, and every change to it: pure Swift, driven
/// by ``InputEvent``s and a clock value in seconds, so it runs the same in a terminal,
/// in the tour and in tests.
///
/// Every change of offset, layout, size or parameter re-runs the layout's
/// `query(visibleRect, contentOffset:)` and keeps only those elements for drawing.
public struct ExplorerModel: Sendable {
    /// Settings fixed for a session.
    public struct Options: Sendable {
        /// Animate layout changes (off: `--no-animation` or `TESSERA_ANIMATIONS=0`).
        public var animations: Bool
        /// Unicode or ASCII symbols for the explorer's own text.
        public var glyphs: Glyphs
        /// How long a layout change animates, in seconds (at most 0.25).
        public var animationDuration: Double
        /// Measures how long `body` takes, in seconds. Tests pass a constant.
        public var stopwatch: @Sendable (() -> Void) -> Double

        /// Creates options.
        public init(
            animations: Bool = true, glyphs: Glyphs = .unicode, animationDuration: Double = 0.25,
            stopwatch: @escaping @Sendable (() -> Void) -> Double = ExplorerModel.measure
        ) {
            self.animations = animations
            self.glyphs = glyphs
            self.animationDuration = min(0.25, max(0, animationDuration))
            self.stopwatch = stopwatch
        }
    }

    /// The smallest screen the explorer draws into; below it a notice asks for more room.
    public static let minimumColumns = 32
    /// See ``minimumColumns``.
    public static let minimumRows = 8
    /// Frames per second while animating (the frame clock of the event loop).
    public static let framesPerSecond = 30.0

    /// The session's settings.
    public let options: Options
    /// The open scenarios (one for `tessera FILE.json`, every demo for the tour).
    public internal(set) var documents: [ExplorerDocument]
    /// Index into ``documents``.
    public internal(set) var documentIndex = 0
    /// Per document, per layout choice: the configuration with the user's tweaks.
    var configurations: [[any CollectionViewLayout]]
    /// Index into the current document's choices.
    public internal(set) var choiceIndex = 0
    /// The prepared layout, or `nil` when it could not be prepared (see ``layoutError``).
    public internal(set) var layout: (any CollectionViewLayout)?
    /// Why the current layout could not be prepared.
    public internal(set) var layoutError: String?
    /// The device width preset.
    public internal(set) var preset: DevicePreset = .scenario
    /// Index into ``Viewport/zoomLevels``.
    public internal(set) var zoomIndex = Viewport.zoomLevels.firstIndex(of: 1) ?? 0
    /// Terminal width in cells.
    public internal(set) var screenColumns: Int
    /// Terminal height in cells.
    public internal(set) var screenRows: Int
    /// The content offset in points (top-left of the visible rectangle).
    public internal(set) var offset = Point.zero
    /// The last visibility query: what the content area shows.
    public internal(set) var visible = LayoutQuery()
    /// The rectangle of the last query.
    public internal(set) var queryRect = Rect.zero
    /// How long the last query took, in microseconds.
    public internal(set) var queryMicros = 0.0
    /// Elements in the prepared layout.
    public internal(set) var totalElements = 0
    /// The `?` overlay is open.
    public internal(set) var showHelp = false
    /// The first help line shown (the overlay scrolls on short terminals).
    public internal(set) var helpScroll = 0
    /// The debug overlay (query rectangle and probes) is on.
    public internal(set) var showDebug = false
    /// Focus mode: arrow keys move the focus, the inspector shows it.
    public internal(set) var focusMode = false
    /// The focused element, kept across layout switches.
    public internal(set) var focus: ElementKey?
    /// The selected item's identifier (Enter on a focused cell), kept across updates and
    /// reloads by identity, and its index path now.
    public internal(set) var selection: (id: String, indexPath: IndexPath)?
    /// What the last query changed, while the debug overlay is on: the elements that
    /// entered and left the visible set.
    public internal(set) var displayLog = DisplayLog()
    /// Whether the terminal should report the mouse (off lets the user select text).
    public internal(set) var mouseCapture = true
    /// A one-line notice in the footer (a new parameter value, a limit, a hint).
    public internal(set) var message: String?
    /// The running layout animation.
    public internal(set) var transition: ScreenTransition?
    /// The running tour.
    public internal(set) var tour: TourPlayer?
    /// Set when the user asked to quit.
    public internal(set) var shouldQuit = false
    /// The last batch update (status bar), or `nil` before any.
    public internal(set) var lastUpdate: UpdateReport?
    /// True when the user's latest change was an update (the status bar shows the batch
    /// before the parameters), false after a parameter change.
    public internal(set) var lastActionWasUpdate = false
    /// Per document, the data before each applied update, most recent last (the `u` key).
    var undoStacks: [[CollectionData]] = []
    /// Counts updates, for reproducible shuffles and random snapshots and the rejected
    /// batch examples.
    var updateCount = 0
    /// Counts new items and sections, for their identifiers and titles ("New 3").
    var newIdentifierCount = 0
    /// Set by Ctrl-L: the backend repaints the whole screen once and clears it.
    public var repaintRequested = false
    /// What is wrong with the watched file (an error, or that it was deleted), shown
    /// over the content until the file is good again; `nil` when all is well.
    public internal(set) var fileProblem: FileProblem?
    /// Set by `P`: the picture the app should save (``takePictureRequest()``).
    public internal(set) var pendingPicture: PictureRequest?

    /// Opens `documents` (at least one) on a `columns` x `rows` terminal.
    public init(documents: [ExplorerDocument], columns: Int, rows: Int, options: Options = Options()) {
        self.options = options
        self.documents = documents
        configurations = documents.map { $0.choices.map(\.layout) }
        undoStacks = documents.map { _ in [] }
        screenColumns = max(1, columns)
        screenRows = max(1, rows)
        choiceIndex = documents.first?.initialChoice ?? 0
        prepareCurrentLayout()
        requery()
    }

    /// The default stopwatch: the continuous clock.
    public static let measure: @Sendable (() -> Void) -> Double = { body in
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    // MARK: - Geometry

    /// The document on screen.
    public var document: ExplorerDocument { documents[documentIndex] }
    /// The name of the current layout choice.
    public var layoutName: String {
        let choices = document.choices
        return choices.indices.contains(choiceIndex) ? choices[choiceIndex].name : "no layout"
    }
    /// True when the terminal is below ``minimumColumns`` x ``minimumRows``.
    public var isTooSmall: Bool { screenColumns < Self.minimumColumns || screenRows < Self.minimumRows }
    /// Columns of the content area: the whole width.
    public var contentColumns: Int { max(1, screenColumns) }
    /// Rows of the content area: between the status bar and the footer.
    public var contentRows: Int { max(1, screenRows - 2) }
    /// The device size the layout is prepared for.
    public var deviceSize: Size {
        preset.containerSize(
            scenario: document.viewport,
            terminal: Viewport.terminalSize(columns: contentColumns, rows: contentRows))
    }
    /// The zoom factor.
    public var zoom: Double { Viewport.zoomLevels[zoomIndex] }
    /// Points-to-cells mapping of the content area.
    public var viewport: Viewport {
        Viewport(columns: contentColumns, rows: contentRows, deviceWidth: deviceSize.width, zoom: zoom)
    }
    /// The prepared layout's content size (zero when unprepared).
    public var contentSize: Size { layout?.contentSize ?? .zero }
    /// The largest content offset.
    public var maxOffset: Point { viewport.maxOffset(contentSize: contentSize) }
    /// The configuration of the current choice, tweaks included.
    public var configuration: (any CollectionViewLayout)? {
        let configs = configurations[documentIndex]
        return configs.indices.contains(choiceIndex) ? configs[choiceIndex] : nil
    }

    // MARK: - Preparing and querying

    /// Prepares the current choice's configuration for the current device size.
    mutating func prepareCurrentLayout() {
        guard var l = configuration else {
            layout = nil
            layoutError = "this scenario has no layout that can show it"
            totalElements = 0
            return
        }
        let context = document.context.with(containerSize: deviceSize)
        do {
            try l.prepare(for: context)
            layout = l
            layoutError = nil
            totalElements = Self.countElements(l)
        } catch {
            layout = nil
            layoutError = "\(l.name) cannot show this data: \(error)"
            totalElements = 0
        }
    }

    private static func countElements(_ l: any CollectionViewLayout) -> Int {
        if let s = l as? any StoreBackedLayout {
            return s.store.cellCount - s.store.absentCells.count + s.store.extras.count
        }
        return l.elementCount
    }

    /// The canvas that draws the content area at the current offset, with the focus.
    public var canvas: Canvas {
        let v = viewport
        var canvas = Canvas(
            columns: contentColumns, rows: contentRows, contentOffset: offset, mapping: v.mapping(at: offset),
            glyphSet: options.glyphs.glyphSet, focused: focusMode ? focus : nil)
        canvas.selected = selection?.indexPath
        return canvas
    }

    /// The rectangle the content area queries: the canvas's visible rectangle (the
    /// grid plus one cell on every side, the same query `tessera render` makes), or,
    /// while the debug overlay shows how the query culls, the screen's centre.
    public var currentQueryRect: Rect {
        guard showDebug else { return canvas.visibleRect }
        let v = viewport
        let insetColumns = Double(max(1, contentColumns / 5))
        let insetRows = Double(max(1, contentRows / 5))
        return v.visibleRect(at: offset).insetBy(dx: insetColumns * v.pointsPerColumn, dy: insetRows * v.pointsPerRow)
    }

    /// Clamps the offset and re-runs the visibility query.
    mutating func requery() {
        offset = viewport.clamped(offset, contentSize: contentSize)
        guard let layout else {
            visible = LayoutQuery()
            queryMicros = 0
            return
        }
        let rect = currentQueryRect
        let offset = offset
        var result = LayoutQuery()
        let seconds = options.stopwatch { result = layout.query(rect, contentOffset: offset) }
        // Only the debug overlay shows the log: no other query pays for the comparison.
        displayLog = showDebug ? DisplayLog(from: visible.elements, to: result.elements) : DisplayLog()
        visible = result
        queryRect = rect
        queryMicros = seconds * 1e6
    }

    /// Scrolls to `newOffset` (clamped and snapped to whole cells).
    mutating func scroll(to newOffset: Point) {
        offset = newOffset
        requery()
    }

    /// Scrolls by whole rows and columns.
    mutating func scroll(rows: Int, columns: Int = 0) {
        let v = viewport
        scroll(
            to: Point(x: offset.x + Double(columns) * v.pointsPerColumn, y: offset.y + Double(rows) * v.pointsPerRow))
    }

    /// The element the view is anchored on: the first visible cell (or any element),
    /// and its distance from the top-left of the screen in rows and columns.
    func anchor() -> (key: ElementKey, rows: Double, columns: Double)? {
        let v = viewport
        let candidates = visible.elements.filter { FocusNavigator.isFocusable($0) }
        let axis = layout?.scrollAxis ?? .vertical
        if let f = focus, let a = candidates.first(where: { ElementKey($0) == f }) {
            return (f, (a.frame.minY - offset.y) / v.pointsPerRow, (a.frame.minX - offset.x) / v.pointsPerColumn)
        }
        let visibleRect = v.visibleRect(at: offset)
        let onScreen = candidates.filter { $0.frame.min(axis) >= visibleRect.min(axis) - 1 }
        let pool = onScreen.isEmpty ? candidates : onScreen
        guard
            let first = pool.min(by: { l, r in
                let lc = l.category == .cell ? 0 : 1
                let rc = r.category == .cell ? 0 : 1
                if lc != rc { return lc < rc }
                if l.frame.min(axis) != r.frame.min(axis) { return l.frame.min(axis) < r.frame.min(axis) }
                return l.frame.min(axis.cross) < r.frame.min(axis.cross)
            })
        else { return nil }
        return (
            ElementKey(first), (first.frame.minY - offset.y) / v.pointsPerRow,
            (first.frame.minX - offset.x) / v.pointsPerColumn
        )
    }

    /// Re-prepares after a change (layout, parameter, device width, zoom, terminal size,
    /// or a batch update described by `update`: the document before it and where its
    /// elements went, which pairs the animation's elements), keeping the anchor element
    /// on the same screen row, and animates from the old picture to the new one.
    ///
    /// `keepOffset` keeps the content offset (clamped) instead of following the anchor,
    /// as UIKit does across a batch update.
    mutating func relayout(
        now: Double, reprepare: Bool = true, animate: Bool = true, resetOffset: Bool = false, keepOffset: Bool = false,
        update: (oldDocument: ExplorerDocument, mapping: UpdateMapping)? = nil,
        previousDocument: ExplorerDocument? = nil
    ) {
        let oldLayout = layout
        let oldOffset = offset
        let oldViewport = viewport
        let oldVisible = visible.elements
        let anchor = resetOffset || keepOffset ? nil : anchor()
        if reprepare { prepareCurrentLayout() }
        let v = viewport
        if resetOffset {
            offset = .zero
        } else if keepOffset {
            // requery() clamps it to the new content.
        } else if let anchor, let layout, let a = layout.attributes(for: anchor.key, contentOffset: oldOffset) {
            offset = Point(
                x: layout.scrollAxis == .horizontal ? a.frame.minX - anchor.columns * v.pointsPerColumn : offset.x,
                y: layout.scrollAxis == .vertical ? a.frame.minY - anchor.rows * v.pointsPerRow : offset.y)
        } else if oldViewport.pointsPerRow > 0 {
            offset = Point(
                x: offset.x / oldViewport.pointsPerColumn * v.pointsPerColumn,
                y: offset.y / oldViewport.pointsPerRow * v.pointsPerRow)
        }
        requery()
        guard animate, options.animations, options.animationDuration > 0, let oldLayout, let layout else {
            transition = nil
            return
        }
        transition = Self.makeTransition(
            from: Picture(
                layout: oldLayout, offset: oldOffset, viewport: oldViewport, visible: oldVisible,
                document: update?.oldDocument ?? previousDocument ?? document),
            to: Picture(layout: layout, offset: offset, viewport: v, visible: visible.elements, document: document),
            mapping: update?.mapping, start: now, duration: options.animationDuration)
    }

    /// Sets the footer notice.
    mutating func say(_ text: String?) { message = text }

    /// Shows `text` in the footer until the next key (a notice from the caller, such as
    /// demos that could not be opened); an empty text clears the footer's notice.
    public mutating func notify(_ text: String) { say(text.isEmpty ? nil : TextCells.sanitized(text)) }
}
