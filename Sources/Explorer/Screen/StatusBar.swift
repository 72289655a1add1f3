import CollectionLayout
import TerminalCanvas

/// The status bar (always visible) and the key-hint footer.
public enum StatusBar {
    /// The status bar's fields, most important first; `compact` uses short labels for
    /// narrow terminals.
    public static func fields(_ line: StatusLine, compact: Bool = false) -> [String] {
        [title(line, nameWidth: nil)] + details(line, compact: compact) + extras(line, compact: compact)
    }

    /// "Scenario · Layout (k/n)", the scenario name cut to `nameWidth` columns if given
    /// (0: the layout alone).
    static func title(_ line: StatusLine, nameWidth: Int?) -> String {
        let g = line.glyphs
        let choices = line.choiceCount
        var layout = line.layoutName
        if choices > 1 { layout += " (\(line.choice + 1)/\(choices))" }
        if nameWidth == 0 { return layout }
        var name = line.scenarioName
        if let nameWidth { name = TextCells.clipped(name, to: nameWidth, glyphSet: g.glyphSet) }
        return "\(name) \(g.dot) \(layout)"
    }

    /// Counts, query figures, position and viewport (the last field). `widest` pads the
    /// query figures to their usual widest, so decisions about what fits do not change
    /// from frame to frame as the figures do.
    static func details(_ line: StatusLine, compact: Bool, widest: Bool = false) -> [String] {
        let g = line.glyphs
        var fields: [String] = []
        let counts = "\(line.visibleElements)/\(line.totalElements)"
        fields.append(compact ? counts : counts + " elements")
        func padded(_ text: String, _ width: Int) -> String {
            widest ? String(repeating: "0", count: max(0, width - text.count)) + text : text
        }
        let timing =
            "\(padded(micros(line.queryMicros), 4)) \(g.micro), \(padded(String(line.probes), 3)) probes"
        fields.append(compact ? timing : "query " + timing)
        // The position along the scroll axis with its percentage, then the other axis
        // when it scrolls too.
        let axis = line.axis
        let name = axis == .vertical ? "y" : "x"
        let maxMain = line.maxOffset[axis]
        let main = line.offset[axis]
        let percent = maxMain > 0 ? Int((main / maxMain * 100).rounded()) : 100
        var position = compact ? "\(name) \(whole(main)) \(percent)%" : "\(name) \(whole(main)) (\(percent)%)"
        if line.maxOffset[axis.cross] > 0 {
            position += " \(axis == .vertical ? "x" : "y") \(whole(line.offset[axis.cross]))"
        }
        fields.append(position)
        let size = line.visibleSize
        var viewport = "\(whole(size.width))\(g.times)\(whole(size.height)) pt"
        if line.zoom != 1 { viewport += ", zoom \(LayoutTuning.format(line.zoom))x" }
        fields.append(viewport)
        return fields
    }

    /// The optional fields, the one about the user's latest action first: the layout's
    /// parameters after a tweak, the batch after an update.
    static func extras(_ line: StatusLine, compact: Bool = false) -> [String] {
        let parameters = line.parameters
        let batch = line.lastUpdate?.text(glyphs: line.glyphs, compact: compact)
        let ordered = line.updateFirst ? [batch, parameters] : [parameters, batch]
        return ordered.compactMap { $0 }
    }

    /// Terminals at least this wide get the full labels; narrower ones the compact
    /// labels, so the bar keeps one look while the user works.
    public static let fullLabelColumns = 120

    /// The status bar's text for `columns`. The scenario name, the layout name, the
    /// position and the viewport stay longest. When everything does not fit, the query
    /// figures (timing and probes) go first, then the second optional field; the first
    /// (the user's latest change: new parameters or the batch, which the footer also
    /// reports) stays if a long name only has to give up its tail for it (it keeps at
    /// least 16 columns), else it goes; only then does the name shrink (to no fewer than 6
    /// columns), and after it the element counts go. Decisions are measured with the query figures at
    /// their widest, so the bar does not jump as they change; what still does not fit is
    /// clipped by the caller.
    public static func text(_ status: StatusLine, columns: Int) -> String {
        let separator = status.glyphs.separator
        let compact = columns < fullLabelColumns
        let actual = details(status, compact: compact)
        let widest = details(status, compact: compact, widest: true)
        let extras = extras(status, compact: compact)
        /// `details` without the fields `dropping` names (indices into it: 0 counts, 1 query).
        func line(_ details: [String], _ dropping: Set<Int>, _ name: Int?, _ extraCount: Int) -> String {
            let kept = details.enumerated().filter { !dropping.contains($0.offset) }.map(\.element)
            return " "
                + ([title(status, nameWidth: name)] + kept + extras.prefix(extraCount)).joined(separator: separator)
        }
        func fits(_ dropping: Set<Int>, _ name: Int?, _ extraCount: Int) -> Bool {
            TextCells.width(of: line(widest, dropping, name, extraCount)) <= columns
        }
        let nameWidth = TextCells.width(of: status.scenarioName)
        /// Columns left for the scenario name with `extraCount` extras, if at least 6 (or
        /// the whole name, when it is shorter).
        func nameRoom(_ dropping: Set<Int>, _ extraCount: Int = 0) -> Int? {
            let dot = TextCells.width(of: " \(status.glyphs.dot) ")
            let room = columns - TextCells.width(of: line(widest, dropping, 0, extraCount)) - dot
            return room >= min(6, nameWidth) && room > 0 ? room : nil
        }
        if fits([], nil, extras.count) { return line(actual, [], nil, extras.count) }
        for extraCount in stride(from: extras.count, through: 1, by: -1) where fits([1], nil, extraCount) {
            return line(actual, [1], nil, extraCount)
        }
        // The latest change stays if a long name only has to give up its tail for it.
        if !extras.isEmpty, let room = nameRoom([1], 1), room >= min(nameWidth, 16) {
            return line(actual, [1], room, 1)
        }
        // No optional field fits: the figures may come back where there is room for them.
        if fits([], nil, 0) { return line(actual, [], nil, 0) }
        if fits([1], nil, 0) { return line(actual, [1], nil, 0) }
        if let room = nameRoom([1]) { return line(actual, [1], room, 0) }
        if let room = nameRoom([0, 1]) { return line(actual, [0, 1], room, 0) }
        return line(actual, [0, 1], 0, 0)
    }

    static func whole(_ v: Double) -> String {
        v.isFinite ? String(Int(v.rounded())) : "0"
    }

    /// Draws the status bar in reverse video on `row`.
    public static func draw(_ status: StatusLine, into grid: inout CellGrid, row: Int) {
        let style = CellStyle(reverse: true)
        TextCells.fill(&grid, x: 0, y: row, columns: grid.columns, style: style)
        let text = text(status, columns: grid.columns)
        let clipped = TextCells.clipped(text, to: grid.columns, glyphSet: status.glyphs.glyphSet)
        var bold = style
        bold.bold = true
        let nameEnd =
            clipped.firstIndex(of: status.glyphs.separator.dropFirst().first ?? "|") ?? clipped.endIndex
        let x = TextCells.write(clipped[..<nameEnd], into: &grid, x: 0, y: row, style: bold)
        TextCells.write(clipped[nameEnd...], into: &grid, x: x, y: row, style: style)
    }

    /// Draws the footer: the tour banner, or the last message then the key hints.
    public static func drawFooter(_ footer: FooterLine, into grid: inout CellGrid, row: Int) {
        let g = footer.glyphs
        TextCells.fill(&grid, x: 0, y: row, columns: grid.columns, style: .plain)
        var x = 0
        if footer.touring {
            x = TextCells.write(" TOUR ", into: &grid, x: x, y: row, style: CellStyle(bold: true, reverse: true))
            let text = " " + (footer.message ?? "press any key to take over")
            TextCells.write(
                TextCells.clipped(text, to: grid.columns - x, glyphSet: g.glyphSet), into: &grid, x: x, y: row)
            return
        }
        if let message = footer.message {
            let lines = FooterMessage.lines(message, columns: grid.columns)
            guard lines.count == 1 else {
                // Too long for one line: it wraps upwards over the content's last rows, and
                // the key hints give way, so the end of the message (the fix) stays readable.
                FooterMessage.draw(lines, into: &grid, bottom: row, glyphSet: g.glyphSet)
                return
            }
            let text = TextCells.clipped(" " + message + " ", to: grid.columns, glyphSet: g.glyphSet)
            x = TextCells.write(text, into: &grid, x: x, y: row, style: CellStyle(bold: true))
            x += 1
        } else {
            x = 1
        }
        for hint in KeyBindings.footerHints(g, focusMode: footer.focusMode, scenarios: footer.scenarios) {
            let w = TextCells.width(of: hint)
            if x + w > grid.columns { break }
            let key = hint.prefix { $0 != " " }
            let rest = hint.dropFirst(key.count)
            var cx = TextCells.write(key, into: &grid, x: x, y: row, style: CellStyle(bold: true))
            cx = TextCells.write(rest, into: &grid, x: cx, y: row, style: CellStyle(dim: false))
            x = cx + 2
        }
    }

    /// Microseconds with one decimal below 10.
    static func micros(_ v: Double) -> String {
        guard v.isFinite, v >= 0 else { return "0" }
        if v < 10 { return String((v * 10).rounded() / 10) }
        return String(Int(v.rounded()))
    }
}
