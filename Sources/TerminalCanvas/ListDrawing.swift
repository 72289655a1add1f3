import CollectionLayout

/// How the canvas draws a list section (`LayoutSection.list(using:layoutEnvironment:)`
/// in the engine):
///
/// - a row background (``ElementKind/listBackground``: square corners;
///   ``ElementKind/insetListBackground``: rounded corners `╭╮╰╯`, ASCII `.` and `'`) is a
///   box in its section's colour, empty inside;
/// - a separator (``ElementKind/separator``) is a horizontal rule (`─`, dim) on the last
///   line of the row it follows, across its columns, inside its background's border;
/// - a cell inside a row background of its own section, among the elements painted, is
///   a list row: no border of its own, its title on its first line inside the
///   background (the line below the background's top border for the first row), so the
///   background's border and the separators around it show. A focused row's title line
///   is drawn reversed.
///
/// Everything else is drawn as a box, as before.
struct ListBackgrounds {
    /// The row backgrounds painted, by section.
    private var bySection: [Int: [Rect]] = [:]
    /// The cells painted, by index path: the row a separator belongs to.
    private var cells: [IndexPath: Rect] = [:]

    /// The row backgrounds among `elements` (hidden and transparent ones left out), and
    /// the cells when there are separators. Complexity: O(k).
    init(_ elements: [LayoutAttributes]) {
        var separators = false
        for e in elements where !e.isHidden && e.alpha > 0 {
            if case .decoration(let kind) = e.category {
                if Self.isBackground(kind) { bySection[e.indexPath.section, default: []].append(e.frame) }
                if kind == ElementKind.separator { separators = true }
            }
        }
        guard separators else { return }
        for e in elements where !e.isHidden && e.alpha > 0 && e.category == .cell { cells[e.indexPath] = e.frame }
    }

    /// The frame of the row (cell) at `indexPath`, when it is painted.
    func row(at indexPath: IndexPath) -> Rect? { cells[indexPath] }

    static func isBackground(_ kind: String) -> Bool {
        kind == ElementKind.listBackground || kind == ElementKind.insetListBackground
    }

    /// The background of `section` that holds `frame` (within a thousandth of a point), if any.
    func background(containing frame: Rect, section: Int) -> Rect? {
        guard let candidates = bySection[section] else { return nil }
        let slack = 1e-3
        return candidates.first {
            frame.minX >= $0.minX - slack && frame.maxX <= $0.maxX + slack && frame.minY >= $0.minY - slack
                && frame.maxY <= $0.maxY + slack
        }
    }

    /// What an element is drawn as.
    enum Role {
        /// An ordinary box.
        case box
        /// A separator, inside the background `background` (in points) if any, below the
        /// row `row` (in points) when it is painted.
        case rule(background: Rect?, row: Rect?)
        /// A row background, rounded or not.
        case background(rounded: Bool)
        /// A list row inside the background `background` (in points).
        case row(background: Rect)

        init(_ element: LayoutAttributes, in lists: ListBackgrounds) {
            switch element.category {
            case .decoration(let kind) where kind == ElementKind.separator:
                self = .rule(
                    background: lists.background(containing: element.frame, section: element.indexPath.section),
                    row: lists.row(at: element.indexPath))
            case .decoration(let kind) where ListBackgrounds.isBackground(kind):
                self = .background(rounded: kind == ElementKind.insetListBackground)
            case .cell:
                if let background = lists.background(containing: element.frame, section: element.indexPath.section) {
                    self = .row(background: background)
                } else {
                    self = .box
                }
            default:
                self = .box
            }
        }
    }
}

extension Canvas {
    /// A separator whose frame is `frame` (in points): a `─` rule, dim, on the last line
    /// above the edge its bottom maps to (so it ends the row it belongs to and never takes
    /// the next row's first line), across its columns and inside `background`'s border
    /// (`background` in grid cells, if any). When that line is the one its row's title is
    /// on (`rowBox`, the row in grid cells: a row less than two lines high), the title
    /// wins and the rule is not drawn. Complexity: O(columns).
    func drawRule(
        _ frame: Rect, background: CellRect?, rowBox: CellRect?, styles: BoxStyles, target: Target,
        into grid: inout CellGrid
    ) {
        var box = mapping.cells(for: frame)
        let row = mapping.row(forY: frame.maxY) - 1
        if let rowBox, let background, row + target.row == Self.titleLine(of: rowBox, in: background) { return }
        box.minRow = row
        box.maxRow = row + 1
        box.minColumn += target.column
        box.maxColumn += target.column
        box.minRow += target.row
        box.maxRow += target.row
        if let background {
            box = box.intersection(
                CellRect(
                    minColumn: background.minColumn + 1, minRow: background.minRow + 1,
                    maxColumn: background.maxColumn - 1, maxRow: background.maxRow - 1))
        }
        var style = styles.border
        style.attributes.insert(.dim)
        grid.fill(box.intersection(target.clip), with: Cell(content: .line(.horizontal), style: style))
    }

    /// The grid line a list row `box` inside `background` draws its title on: its first
    /// line below the background's top border (its own first line when it has no other).
    static func titleLine(of box: CellRect, in background: CellRect) -> Int {
        let row = max(box.minRow, background.minRow + 1)
        return row >= box.maxRow ? box.minRow : row
    }

    /// A list row `box` inside the background `background` (both in grid cells): only its
    /// title, one column in from each side, on its first line below the background's
    /// top border, and its marker (``ElementAppearance/marker``) at the line's end; the title
    /// line reversed when the row has the focus.
    func drawRow(
        _ box: CellRect, in background: CellRect, title: String?, marker: CanvasColor?, styles: BoxStyles,
        clip: CellRect, into grid: inout CellGrid
    ) {
        let row = Self.titleLine(of: box, in: background)
        let inner = CellRect(minColumn: box.minColumn + 1, minRow: row, maxColumn: box.maxColumn - 1, maxRow: row + 1)
        let visible = inner.intersection(clip)
        guard !visible.isEmpty else { return }
        if styles.title.attributes.contains(.reverse) {
            grid.fill(visible, with: Cell(content: .blank, style: styles.title))
        }
        writeTitle(title, marker: marker, line: inner, styles: styles, clip: visible, into: &grid)
    }
}

extension LineGlyph {
    /// True for the rounded corners (`╭ ╮ ╰ ╯`), which ncurses has no line glyph for.
    public var isRounded: Bool {
        switch self {
        case .roundedTopLeft, .roundedTopRight, .roundedBottomLeft, .roundedBottomRight: return true
        default: return false
        }
    }
}
