import CollectionLayout

/// Draws layout elements into a ``CellGrid``: the one drawing routine behind both
/// `tessera render` and the interactive app's content area, so both show the same
/// picture for the same inputs.
///
/// A canvas is a value describing one frame: the grid size, the point-to-cell
/// ``CellMapping`` (scale and content offset), the ``GlyphSet`` and the focused
/// element. Typical use, once per frame:
///
/// ```swift
/// let canvas = Canvas(columns: 80, rows: 23, viewportWidth: 375, contentOffset: offset)
/// let grid = canvas.render(layout, appearances: table)
/// ```
///
/// **Drawing rules** (see ``paint(_:into:appearance:)``): elements are drawn in groups —
/// decorations (section backgrounds), then cells, then supplementary views (headers,
/// footers, banners) — and by `zIndex` within a group, later drawing over earlier;
/// every box is opaque. A box spanning at least 2 x 2 cells gets a line border with
/// its title on the first row inside (on the top border when the box is only two
/// rows high), clipped to the inner width with an ellipsis; a smaller box is a filled
/// block. Elements reaching past the grid are clipped at its edge (their border shows
/// only where it is inside). Hidden elements and elements with `alpha <= 0` are not
/// drawn; `alpha < 1` draws dim; the focused element is drawn reversed and bold. An
/// appearance's marker (``ElementAppearance/marker``) takes the last inner cell of the
/// title row, in its colour, and the title is clipped two cells earlier. An
/// element with a transform (a carousel's scaled cell) is drawn in its
/// ``LayoutAttributes/transformedFrame``: the frame scaled about its centre.
/// List sections are drawn their own way (`ListDrawing.swift`): row backgrounds as boxes
/// (rounded for `insetListBackground`), separators as rules, and the cells inside a row
/// background of their section as borderless rows.
public struct Canvas: Hashable, Sendable {
    /// Grid width in columns.
    public var columns: Int
    /// Grid height in rows.
    public var rows: Int
    /// The content offset (the content point at the grid's top-left corner), passed
    /// to the layout's query for offset-dependent elements.
    public var contentOffset: Point
    /// Points to cells.
    public var mapping: CellMapping
    /// The characters available for titles (ellipsis, non-ASCII).
    public var glyphSet: GlyphSet
    /// The element drawn with the focus highlight, if any.
    public var focused: ElementIdentity?
    /// The selected cell, if any: its title starts with ``GlyphSet/selectionMark`` and its
    /// border is bold.
    public var selected: IndexPath?

    /// Creates a canvas with an explicit mapping. `mapping` should have been made for
    /// `contentOffset`.
    public init(
        columns: Int, rows: Int, contentOffset: Point, mapping: CellMapping,
        glyphSet: GlyphSet = .unicode, focused: ElementIdentity? = nil
    ) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.contentOffset = contentOffset
        self.mapping = mapping
        self.glyphSet = glyphSet
        self.focused = focused
    }

    /// Creates a canvas whose scale fits `viewportWidth` points into `columns`
    /// columns, with rows per point = columns per point / `cellAspect`.
    public init(
        columns: Int, rows: Int, viewportWidth: Double, contentOffset: Point = .zero,
        cellAspect: Double = 2, glyphSet: GlyphSet = .unicode, focused: ElementIdentity? = nil
    ) {
        let mapping = CellMapping(
            fittingWidth: viewportWidth, columns: columns, cellAspect: cellAspect, contentOffset: contentOffset)
        self.init(
            columns: columns, rows: rows, contentOffset: contentOffset, mapping: mapping,
            glyphSet: glyphSet, focused: focused)
    }

    /// The content rectangle to query: every element that can cover a grid cell
    /// intersects it (it is one cell larger than the grid on every side).
    public var visibleRect: Rect { mapping.visibleRect(columns: columns, rows: rows) }

    /// Queries `layout` for ``visibleRect`` at ``contentOffset`` and paints the result
    /// with the titles and colours of `appearances`. Complexity: the query, plus
    /// O(k log k + covered cells) for k elements.
    public func render(_ layout: some CollectionViewLayout, appearances: AppearanceTable) -> CellGrid {
        paint(layout.query(visibleRect, contentOffset: contentOffset).elements, appearances: appearances)
    }

    /// Queries `layout` and paints with an appearance function.
    public func render(
        _ layout: some CollectionViewLayout, appearance: (LayoutAttributes) -> ElementAppearance
    ) -> CellGrid {
        paint(layout.query(visibleRect, contentOffset: contentOffset).elements, appearance: appearance)
    }

    /// Queries `layout` and paints it with titles and background colour names looked
    /// up per element and the standard colours
    /// (``ElementAppearance/standardColor(for:backgroundColorName:)``). This is the call
    /// `tessera render` and the app make with a loaded scenario's lookups, so both
    /// show the same picture.
    public func render(
        _ layout: some CollectionViewLayout, title: (LayoutAttributes) -> String?,
        backgroundColorName: (LayoutAttributes) -> String?
    ) -> CellGrid {
        render(layout) { ElementAppearance(for: $0, title: title($0), backgroundColorName: backgroundColorName($0)) }
    }

    /// The same canvas with its content offset clamped to the scroll range for
    /// `contentSize` (see ``CellMapping/clampedOffset(_:contentSize:columns:rows:)``):
    /// never below zero, never past the end of the content.
    public func clamped(to contentSize: Size) -> Canvas {
        let offset = mapping.clampedOffset(contentOffset, contentSize: contentSize, columns: columns, rows: rows)
        var canvas = Canvas(
            columns: columns, rows: rows, contentOffset: offset, mapping: mapping.scrolled(to: offset),
            glyphSet: glyphSet, focused: focused)
        canvas.selected = selected
        return canvas
    }

    /// A new grid with `elements` painted, titles and colours from `appearances`.
    public func paint(_ elements: [LayoutAttributes], appearances: AppearanceTable) -> CellGrid {
        paint(elements, appearance: appearances.appearance(for:))
    }

    /// A new grid with `elements` painted, titles and colours from `appearance`.
    public func paint(_ elements: [LayoutAttributes], appearance: (LayoutAttributes) -> ElementAppearance) -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows)
        paint(elements, into: &grid, appearance: appearance)
        return grid
    }

    /// Paints `elements` over `grid` (which should be `columns` x `rows`; anything
    /// outside it is clipped), in ``drawingOrder(_:)``. Elements need not be
    /// visible: the painter clips, so any superset of the visible elements gives the
    /// same picture. Complexity: O(k log k + covered cells).
    public func paint(
        _ elements: [LayoutAttributes], into grid: inout CellGrid,
        appearance: (LayoutAttributes) -> ElementAppearance
    ) {
        let target = Target(column: 0, row: 0, clip: grid.bounds)
        let lists = ListBackgrounds(elements)
        for i in Self.drawingOrderIndices(elements) {
            paint(elements[i], look: appearance(elements[i]), into: &grid, target: target, lists: lists)
        }
    }

    /// Paints `elements` over `grid` in ``drawingOrder(_:)``, element `i` with
    /// `appearances[i]` (for pictures whose elements come from different data, such as
    /// an update animation where disappearing items keep their old titles).
    public func paint(_ elements: [LayoutAttributes], appearances: [ElementAppearance], into grid: inout CellGrid) {
        paint(elements, appearances: appearances, into: &grid, column: 0, row: 0, clipped: false)
    }

    /// Paints `elements` into the canvas's `columns` x `rows` area of a larger `grid`
    /// (a whole screen), with the area's top-left corner at (`column`, `row`): the same
    /// cells ``paint(_:into:appearance:)`` draws into a grid of the canvas's size,
    /// shifted, and nothing outside the area. This saves composing a screen from a
    /// separately painted content grid. Complexity: O(k log k + covered cells).
    public func paint(
        _ elements: [LayoutAttributes], into grid: inout CellGrid, column: Int, row: Int,
        appearance: (LayoutAttributes) -> ElementAppearance
    ) {
        let target = Target(column: column, row: row, clip: area(in: grid, column: column, row: row))
        let lists = ListBackgrounds(elements)
        for i in Self.drawingOrderIndices(elements) {
            paint(elements[i], look: appearance(elements[i]), into: &grid, target: target, lists: lists)
        }
    }

    /// ``paint(_:appearances:into:)`` into the canvas's area of a larger `grid`, as
    /// ``paint(_:into:column:row:appearance:)`` places it.
    public func paint(
        _ elements: [LayoutAttributes], appearances: [ElementAppearance], into grid: inout CellGrid,
        column: Int, row: Int
    ) {
        paint(elements, appearances: appearances, into: &grid, column: column, row: row, clipped: true)
    }

    private func paint(
        _ elements: [LayoutAttributes], appearances: [ElementAppearance], into grid: inout CellGrid,
        column: Int, row: Int, clipped: Bool
    ) {
        let clip = clipped ? area(in: grid, column: column, row: row) : grid.bounds
        let target = Target(column: column, row: row, clip: clip)
        let lists = ListBackgrounds(elements)
        for i in Self.drawingOrderIndices(elements) where appearances.indices.contains(i) {
            paint(elements[i], look: appearances[i], into: &grid, target: target, lists: lists)
        }
    }

    /// The canvas's cells in `grid` when its top-left corner is at (`column`, `row`).
    private func area(in grid: CellGrid, column: Int, row: Int) -> CellRect {
        CellRect(column: column, row: row, columns: columns, rows: rows).intersection(grid.bounds)
    }

    /// Where a paint goes: the grid position of the canvas's top-left cell, and the
    /// cells it may write (inside the grid).
    struct Target {
        var column: Int
        var row: Int
        var clip: CellRect
    }

    private func paint(
        _ element: LayoutAttributes, look: ElementAppearance, into grid: inout CellGrid, target: Target,
        lists: ListBackgrounds
    ) {
        var box = mapping.cells(for: element.transformedFrame)
        box.minColumn += target.column
        box.maxColumn += target.column
        box.minRow += target.row
        box.maxRow += target.row
        guard !box.intersection(target.clip).isEmpty else { return }
        var styles = BoxStyles(
            category: element.category, color: CellColor(look.color),
            dim: element.alpha < 1, focused: focused == ElementIdentity(element))
        var title = look.title
        if let selected, element.category == .cell, element.indexPath == selected {
            title = glyphSet.selectionMark + " " + (title ?? "")
            styles.border.attributes.insert(.bold)
        }
        switch ListBackgrounds.Role(element, in: lists) {
        case .box:
            drawBox(box, title: title, marker: look.marker, styles: styles, clip: target.clip, into: &grid)
        case .rule(let background):
            drawRule(
                element.frame, background: background.map { shifted(mapping.cells(for: $0), target) }, styles: styles,
                target: target, into: &grid)
        case .background(let rounded):
            styles.interior.backgroundColor = .standard
            drawBox(box, title: nil, styles: styles, clip: target.clip, into: &grid, rounded: rounded)
        case .row(let background):
            drawRow(
                box, in: shifted(mapping.cells(for: background), target), title: title, marker: look.marker,
                styles: styles, clip: target.clip, into: &grid)
        }
    }

    /// `box` moved to the target's position in the grid.
    private func shifted(_ box: CellRect, _ target: Target) -> CellRect {
        CellRect(
            minColumn: box.minColumn + target.column, minRow: box.minRow + target.row,
            maxColumn: box.maxColumn + target.column, maxRow: box.maxRow + target.row)
    }

    /// The element drawn on top at grid cell (`column`, `row`), or `nil`: hit-testing
    /// that agrees exactly with what ``paint(_:into:appearance:)`` draws.
    /// Complexity: O(k log k).
    public func element(atColumn column: Int, row: Int, in elements: [LayoutAttributes]) -> LayoutAttributes? {
        Self.drawingOrder(elements).last { mapping.cells(for: $0.transformedFrame).contains(column: column, row: row) }
    }

    /// The drawable elements (not hidden, `alpha > 0`) in the order they are drawn:
    /// decorations, cells, then supplementary views; by `zIndex` within a group; in
    /// their given order among equals. Complexity: O(k log k).
    public static func drawingOrder(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        drawingOrderIndices(elements).map { elements[$0] }
    }

    /// The positions in `elements` of the drawable ones, in ``drawingOrder(_:)``.
    public static func drawingOrderIndices(_ elements: [LayoutAttributes]) -> [Int] {
        func group(_ category: ElementCategory) -> Int {
            switch category {
            case .decoration: return 0
            case .cell: return 1
            case .supplementary: return 2
            }
        }
        let drawable = elements.enumerated().filter { !$0.element.isHidden && $0.element.alpha > 0 }
        return drawable.sorted { a, b in
            let (ga, gb) = (group(a.element.category), group(b.element.category))
            if ga != gb { return ga < gb }
            if a.element.zIndex != b.element.zIndex { return a.element.zIndex < b.element.zIndex }
            return a.offset < b.offset
        }.map(\.offset)
    }

    /// Draws one element's box (clipped to `clip`, which is inside the grid).
    private func drawBox(
        _ box: CellRect, title: String?, marker: CanvasColor? = nil, styles: BoxStyles, clip: CellRect,
        into grid: inout CellGrid, rounded: Bool = false
    ) {
        let visible = box.intersection(clip)
        if box.columns < 2 || box.rows < 2 {
            grid.fill(visible, with: Cell(code: Cell.lineKind | UInt32(LineGlyph.block.rawValue), style: styles.border))
            return
        }
        grid.fill(
            CellRect(
                minColumn: box.minColumn + 1, minRow: box.minRow + 1, maxColumn: box.maxColumn - 1,
                maxRow: box.maxRow - 1
            ).intersection(visible), with: Cell(code: Cell.blankKind, style: styles.interior))
        grid.drawOutline(box, style: styles.border, clip: visible, rounded: rounded)
        let row = box.rows >= 3 ? box.minRow + 1 : box.minRow
        writeTitle(
            title, marker: marker,
            line: CellRect(column: box.minColumn + 1, row: row, columns: box.columns - 2, rows: 1),
            styles: styles, clip: clip, into: &grid)
    }

    /// Writes a title line (`line`, one row of grid cells): the marker, if any, in its
    /// last cell with a blank before it, and the title fitted to the cells left, all
    /// clipped to `clip`. Complexity: O(the line's width).
    func writeTitle(
        _ title: String?, marker: CanvasColor?, line: CellRect, styles: BoxStyles, clip: CellRect,
        into grid: inout CellGrid
    ) {
        var width = line.columns
        if let marker, width >= 1 {
            var style = styles.title
            style.foregroundColor = CellColor(marker)
            let glyph = TerminalText.fitted(glyphSet.marker, toWidth: 1, glyphSet: glyphSet)
            grid.write(glyph, column: line.maxColumn - 1, row: line.minRow, style: style, clip: clip)
            width = max(0, width - 2)
        }
        guard let title, !title.isEmpty else { return }
        let glyphs = TerminalText.fitted(title, toWidth: width, glyphSet: glyphSet)
        let titleClip = CellRect(column: line.minColumn, row: line.minRow, columns: width, rows: 1).intersection(clip)
        grid.write(glyphs, column: line.minColumn, row: line.minRow, style: styles.title, clip: titleClip)
    }
}

/// The cell styles of one element's border, inside and title.
struct BoxStyles {
    var border: CellStyle
    var interior: CellStyle
    var title: CellStyle

    /// Cells: coloured border, plain inside. Supplementary views: coloured border,
    /// bold title. Decorations: coloured border, inside filled with the colour.
    /// Dim and focus (reverse + bold) apply to every part.
    init(category: ElementCategory, color: CellColor, dim: Bool, focused: Bool) {
        var common: CellAttributes = []
        if dim { common.insert(.dim) }
        if focused { common.formUnion([.reverse, .bold]) }
        border = CellStyle(foregroundColor: color, attributes: common)
        interior = CellStyle(foregroundColor: .standard, attributes: common)
        title = interior
        switch category {
        case .cell:
            break
        case .supplementary:
            title.attributes.insert(.bold)
        case .decoration:
            interior.backgroundColor = color
            title.backgroundColor = color
        }
    }
}
