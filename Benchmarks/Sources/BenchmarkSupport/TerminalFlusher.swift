import TerminalCanvas

/// An in-memory terminal screen: turns each new ``CellGrid`` into the bytes a curses
/// refresh would write for it, and keeps what the terminal would then show.
///
/// It mirrors the work of the app's `CursesScreen.draw` without ncurses: a frame equal to
/// what the terminal shows writes nothing; otherwise every cell is compared with the
/// screen, a scroll of the rows is detected from per-row signatures (as ncurses' hash
/// scroll does) and sent with a scroll region, and only the cells that still differ are
/// written, with cursor moves, SGR attributes and colours, and erase-to-end-of-line for
/// cleared row ends. The frame is bracketed by DEC 2026 synchronized output, as the app
/// does. Colours map like the app's `ColorPalette` on a 256-colour terminal.
///
/// Cells are compared through 64-bit keys that encode a cell exactly (see
/// ``CellKey``), as curses compares its packed character-and-attribute words; cells
/// the key cannot encode are compared as values.
public struct TerminalFlusher {
    /// The bytes of the last flush.
    public var output: [UInt8] { bytes.data }
    private var bytes = ByteWriter()
    /// What the terminal shows, one array per row (what the last flush wrote); rows
    /// move as a whole when the terminal scrolls.
    private var screen: [[Cell]] = []
    /// The keys of ``screen``'s cells, row by row.
    private var screenKeys: [[UInt64]] = []
    /// Per row of ``screen``: a signature of its keys.
    private var rowSignatures: [UInt64] = []
    /// The keys of the grid being flushed, row-major, and its row signatures.
    private var newKeys: [UInt64] = []
    private var newSignatures: [UInt64] = []
    private var columns = 0
    private var rows = 0

    /// Most rows a scroll is looked for (ncurses finds longer ones; the app scrolls by
    /// one line, three for the wheel).
    public static let maximumScroll = 3

    /// Creates a flusher for a terminal whose content is unknown: the first flush paints
    /// the whole screen.
    public init() {}

    /// Forgets what the terminal shows: the next flush is a full paint.
    public mutating func invalidate() {
        columns = 0
        rows = 0
    }

    /// Writes `grid` to the in-memory terminal. Returns the number of bytes written:
    /// 0 when the grid equals what the terminal shows (the app sends nothing for a frame
    /// equal to the last one). Complexity: O(columns x rows).
    @discardableResult
    public mutating func flush(_ grid: CellGrid) -> Int {
        bytes.data.removeAll(keepingCapacity: true)
        let cells = grid.cells
        let repaint = grid.columns != columns || grid.rows != rows
        if repaint {
            columns = grid.columns
            rows = grid.rows
            screen = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
            let blankKeys = Array(repeating: CellKey.of(.blank), count: columns)
            screenKeys = Array(repeating: blankKeys, count: rows)
            rowSignatures = Array(repeating: Self.signature(blankKeys[...]), count: rows)
        }
        newKeys.removeAll(keepingCapacity: true)
        newKeys.reserveCapacity(cells.count)
        cells.withUnsafeBufferPointer { cells in
            for i in cells.indices { newKeys.append(CellKey.of(cells[i])) }
        }
        newSignatures.removeAll(keepingCapacity: true)
        for y in 0..<rows { newSignatures.append(Self.signature(newKeys[(y * columns)..<((y + 1) * columns)])) }
        if !repaint && (0..<rows).allSatisfy({ rowIsCurrent($0, cells: cells) }) { return 0 }
        bytes.append("\u{1B}[?2026h")
        if repaint { bytes.append("\u{1B}[H\u{1B}[2J") }
        scrollIfWorthIt()
        writeChanges(cells)
        bytes.append("\u{1B}[?2026l")
        return bytes.data.count
    }

    /// True when row `y` of the new grid equals the screen's row `y`.
    private func rowIsCurrent(_ y: Int, cells: [Cell]) -> Bool {
        guard newSignatures[y] == rowSignatures[y] else { return false }
        let base = y * columns
        for x in 0..<columns {
            let key = newKeys[base + x]
            if key != screenKeys[y][x] || (key == CellKey.inexact && cells[base + x] != screen[y][x]) { return false }
        }
        return true
    }

    // MARK: - Scrolling

    /// Finds the shift `k` (new row `y` shows old row `y + k`) that matches the most
    /// rows; when it beats leaving the rows in place, scrolls that region of the
    /// terminal and of ``screen``.
    private mutating func scrollIfWorthIt() {
        func matches(_ k: Int) -> (count: Int, first: Int, last: Int) {
            var count = 0
            var first = Int.max
            var last = -1
            for y in 0..<rows where y + k >= 0 && y + k < rows && newSignatures[y] == rowSignatures[y + k] {
                count += 1
                first = Swift.min(first, y)
                last = y
            }
            return (count, first, last)
        }
        var best = (k: 0, count: matches(0).count, first: 0, last: 0)
        for k in -Self.maximumScroll...Self.maximumScroll where k != 0 {
            let m = matches(k)
            if m.count > best.count { best = (k, m.count, m.first, m.last) }
        }
        guard best.k != 0, best.count >= Swift.max(2, rows / 4) else { return }
        let k = best.k
        // The region spans the matched rows at their old and new places.
        let top = Swift.min(best.first, best.first + k)
        let bottom = Swift.max(best.last, best.last + k)
        bytes.append("\u{1B}[")
        bytes.number(top + 1)
        bytes.append(";")
        bytes.number(bottom + 1)
        bytes.append("r")
        if k > 0 {
            bytes.cursor(x: 0, y: bottom)
            for _ in 0..<k { bytes.data.append(0x0A) }
            for y in top...bottom { moveRow(from: y + k <= bottom ? y + k : nil, to: y) }
        } else {
            bytes.cursor(x: 0, y: top)
            for _ in 0..<(-k) { bytes.append("\u{1B}M") }
            for y in stride(from: bottom, through: top, by: -1) { moveRow(from: y + k >= top ? y + k : nil, to: y) }
        }
        bytes.append("\u{1B}[r")
    }

    /// Moves screen row `source` to row `y` (the terminal scrolled), or blanks row `y`
    /// when `source` is nil (a row the scroll brought in).
    private mutating func moveRow(from source: Int?, to y: Int) {
        if let source {
            screen.swapAt(y, source)
            screenKeys.swapAt(y, source)
            rowSignatures[y] = rowSignatures[source]
        } else {
            screen[y] = Array(repeating: .blank, count: columns)
            screenKeys[y] = Array(repeating: CellKey.of(.blank), count: columns)
            rowSignatures[y] = Self.signature(screenKeys[y][...])
        }
    }

    // MARK: - Writing cells

    /// Writes every cell of `cells` that differs from ``screen``, and updates it.
    private mutating func writeChanges(_ cells: [Cell]) {
        var out = ByteWriter()
        swap(&out, &bytes)
        defer { swap(&out, &bytes) }
        let blankKey = CellKey.of(.blank)
        var cursorX = -1
        var cursorY = -1
        var pen: CellStyle?
        for y in 0..<rows {
            let base = y * columns
            defer { rowSignatures[y] = newSignatures[y] }
            if rowIsCurrent(y, cells: cells) { continue }
            // The last cell of the new row that is not a plain blank.
            var used = columns - 1
            while used >= 0 && newKeys[base + used] == blankKey { used -= 1 }
            var x = 0
            while x < columns {
                let i = base + x
                let key = newKeys[i]
                if key == screenKeys[y][x] && (key != CellKey.inexact || cells[i] == screen[y][x]) {
                    x += 1
                    continue
                }
                screenKeys[y][x] = key
                if case .continuation = cells[i].content {
                    screen[y][x] = cells[i]
                    x += 1
                    continue
                }
                if cursorX != x || cursorY != y {
                    out.cursor(x: x, y: y)
                    cursorY = y
                }
                if x > used {
                    // Everything from here on is blank: clear the rest of the row.
                    if pen != .plain { out.sgr(.plain) }
                    pen = .plain
                    out.append("\u{1B}[K")
                    for j in x..<columns {
                        screen[y][j] = .blank
                        screenKeys[y][j] = blankKey
                    }
                    break
                }
                let cell = cells[i]
                if pen != cell.style {
                    out.sgr(cell.style)
                    pen = cell.style
                }
                let width = out.glyph(cell.content)
                screen[y][x] = cell
                x += 1
                cursorX = x + (width > 1 ? 1 : 0)
            }
            cursorX = -1
        }
    }

    // MARK: - Signatures

    /// A signature of a row of keys (FNV-1a over the keys): equal rows have equal
    /// signatures; unequal rows almost never do, and the keys are compared anyway.
    static func signature(_ keys: ArraySlice<UInt64>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for k in keys { h = (h ^ k) &* 0x100_0000_01B3 }
        return h
    }
}

/// Packs a ``Cell`` into 64 bits, exactly: its content code (32 bits: kind, scalar or
/// cluster index, width, line glyph), the four attributes (4 bits) and both colours
/// (14 bits each). A cell with attribute bits beyond the four, or a colour that does
/// not fit (a section number of 8,192 or more, a colour name interned after 8,191
/// others), gets ``inexact`` and is compared as a value.
enum CellKey {
    /// The key of every cell that cannot be packed (no content code has all 32 bits set).
    static let inexact = UInt64.max

    /// The key of `cell`.
    @inline(__always) static func of(_ cell: Cell) -> UInt64 {
        let s = cell.style
        guard s.attributes.rawValue < 0x10, let foreground = color(s.foregroundColor),
            let background = color(s.backgroundColor)
        else { return inexact }
        return UInt64(cell.contentCode) | UInt64(s.attributes.rawValue) << 32 | foreground << 36 | background << 50
    }

    /// 14 bits: the colour's code when it is the default or a section below 8,192
    /// (code < 0x2000), 0x2000 + index for one of the first 8,192 interned colour names;
    /// nil otherwise.
    @inline(__always) static func color(_ color: CellColor) -> UInt64? {
        let code = color.code
        if code & 0x8000_0000 == 0 { return code < 0x2000 ? UInt64(code) : nil }
        let index = code & 0x7FFF_FFFF
        return index < 0x2000 ? UInt64(0x2000 | index) : nil
    }
}
