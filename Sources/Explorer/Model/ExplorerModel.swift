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
    /// One session per open scenario (one for `tessera FILE.json`, every demo for the
    /// tour): its document, layout choice, tweaked configurations and undo history.
    public internal(set) var sessions: [DocumentSession]
    /// Index into ``sessions``: the scenario on screen.
    public internal(set) var documentIndex = 0
    /// The prepared layout, or `nil` when it could not be prepared (see ``layoutError``):
    /// derived, never edited. It is the current ``configuration`` (the one source of
    /// truth, kept in ``sessions``) prepared for the document's data and the device size,
    /// and only ``prepareCurrentLayout()`` sets it.
    public internal(set) var layout: (any CollectionViewLayout)? {
        didSet { layoutRevision = ExplanationCache.nextRevision() }
    }
    /// Changes with every change of ``layout`` (unique across models): the inspector's
    /// ``ExplanationCache`` key.
    var layoutRevision = ExplanationCache.nextRevision()
    /// The inspector's explanation, kept between frames (``explanation(of:)``).
    let explanationCache = ExplanationCache()
    /// Why the current layout could not be prepared.
    public internal(set) var layoutError: String?
    /// The terminal's size, the device width preset, the zoom and the content offset.
    public internal(set) var viewportState: ViewportState
    /// The last visibility query and the prepared layout's element count.
    public internal(set) var contentQuery = ContentQuery()
    /// The overlays, focus and selection (``Inspection``).
    public internal(set) var inspection = Inspection()
    /// The `D` key's findings on the layout shown, marked on the content (`nil`: off).
    public internal(set) var doctorMarks: DoctorMarks?
    /// Whether the terminal should report the mouse (off lets the user select text).
    public internal(set) var mouseCapture = true
    /// The one-line notice in the footer (a new parameter value, a limit, a hint).
    public internal(set) var notice = Notice()
    /// The running layout animation.
    public internal(set) var transition: ScreenTransition?
    /// The running tour.
    public internal(set) var tour: TourPlayer?
    /// Set when the user asked to quit.
    public internal(set) var shouldQuit = false
    /// The last batch update, whether it was the latest change, and the update counters.
    public internal(set) var updateHistory = UpdateHistory()
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
        sessions = documents.map(DocumentSession.init(document:))
        viewportState = ViewportState(columns: columns, rows: rows)
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

    /// The name of the current layout choice.
    public var layoutName: String {
        let choices = document.choices
        return choices.indices.contains(choiceIndex) ? choices[choiceIndex].name : "no layout"
    }
    /// The device size the layout is prepared for.
    public var deviceSize: Size {
        preset.containerSize(
            scenario: document.viewport,
            terminal: Viewport.terminalSize(columns: contentColumns, rows: contentRows))
    }
    /// Points-to-cells mapping of the content area.
    public var viewport: Viewport {
        Viewport(columns: contentColumns, rows: contentRows, deviceWidth: deviceSize.width, zoom: zoom)
    }
    /// The prepared layout's content size (zero when unprepared).
    public var contentSize: Size { layout?.contentSize ?? .zero }
    /// The largest content offset.
    public var maxOffset: Point { viewport.maxOffset(contentSize: contentSize) }

    // MARK: - Preparing and querying

    /// Prepares the current choice's configuration for the current device size. The
    /// orthogonal strips come back to rest, as they did when they lived in the layout.
    mutating func prepareCurrentLayout() {
        doctorMarks = nil
        position.orthogonalOffsets = [:]
        guard let config = configuration else {
            layout = nil
            layoutError = "this scenario has no layout that can show it"
            totalElements = 0
            return
        }
        let context = document.context.with(containerSize: deviceSize)
        do {
            let l = try config.prepared(for: context)
            layout = l
            layoutError = nil
            totalElements = Self.countElements(l)
        } catch {
            layout = nil
            layoutError = "\(config.name) cannot show this data: \(error)"
            totalElements = 0
        }
    }

    private static func countElements(_ l: any CollectionViewLayout) -> Int {
        if let s = l as? any StoreBackedLayout {
            return s.store.cellCount - s.store.absentCells.count + s.store.extraCount
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
            contentQuery.clear()
            return
        }
        let rect = currentQueryRect
        let position = position
        var result = LayoutQuery()
        let seconds = options.stopwatch { result = layout.query(rect, at: position) }
        // Only the debug overlay shows the log: no other query pays for the comparison.
        displayLog = showDebug ? DisplayLog(from: visible.elements, to: result.elements) : DisplayLog()
        contentQuery.record(result, rect: rect, seconds: (layout as? any SelfTimedLayout)?.lastQuerySeconds ?? seconds)
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

    /// Lays the content out again after `change` (a layout, parameter, device width,
    /// zoom, terminal size, batch update or file version; see ``LayoutChange``): the
    /// offset follows the anchor element or stays, and the screen animates from the old
    /// picture to the new one.
    mutating func relayout(now: Double, _ change: LayoutChange = .configuration) {
        let oldLayout = layout
        let oldPosition = position
        let oldOffset = offset
        let oldViewport = viewport
        let oldVisible = visible.elements
        let anchor = change.scroll == .keepOffset ? nil : anchor()
        if change.reprepare { prepareCurrentLayout() }
        let v = viewport
        if change.scroll == .keepOffset {
            // requery() clamps it to the new content.
        } else if let anchor, let layout,
            let a = layout.attributes(
                for: anchor.key,
                at: ScrollPosition(contentOffset: oldOffset, orthogonalOffsets: position.orthogonalOffsets))
        {
            offset = Point(
                x: layout.scrollAxis == .horizontal ? a.frame.minX - anchor.columns * v.pointsPerColumn : offset.x,
                y: layout.scrollAxis == .vertical ? a.frame.minY - anchor.rows * v.pointsPerRow : offset.y)
        } else if oldViewport.pointsPerRow > 0 {
            offset = Point(
                x: offset.x / oldViewport.pointsPerColumn * v.pointsPerColumn,
                y: offset.y / oldViewport.pointsPerRow * v.pointsPerRow)
        }
        requery()
        guard change.animate, options.animations, options.animationDuration > 0, let oldLayout, let layout else {
            transition = nil
            return
        }
        transition = Self.makeTransition(
            from: Picture(
                layout: oldLayout, position: oldPosition, viewport: oldViewport, visible: oldVisible,
                document: change.previousDocument ?? document),
            to: Picture(layout: layout, position: position, viewport: v, visible: visible.elements, document: document),
            mapping: change.mapping, start: now, duration: options.animationDuration)
    }

    /// Sets the footer notice.
    mutating func say(_ text: String?) { notice.show(text) }

    /// The footer notice's text (``notice``).
    public var message: String? { notice.text }

    /// Shows `text` in the footer until the next key (a notice from the caller, such as
    /// demos that could not be opened); an empty text clears the footer's notice.
    public mutating func notify(_ text: String) { say(text.isEmpty ? nil : TextCells.sanitized(text)) }
}
