import CNcurses
import Explorer
import Glibc
import TerminalCanvas

/// The ncurses session: the only code that talks to the terminal. It starts and ends
/// full-screen mode safely, copies a ``CellGrid`` to the screen (erase + draw + refresh,
/// so ncurses sends only what changed), and reads input.
@MainActor
final class CursesScreen {
    /// What the environment allows.
    struct Capabilities {
        /// The locale's codeset is UTF-8 (else the explorer uses ASCII symbols).
        var unicode: Bool
        /// Colours are in use (`has_colors()` and no `NO_COLOR`).
        var colors: Bool
    }

    private(set) var capabilities = Capabilities(unicode: true, colors: false)
    private var palette = ColorPalette(colors: 0)
    private var pairs = ColorPairs(limit: 0)
    private var lastGrid: CellGrid?
    /// Set by ``queueQuit()``.
    private var quitQueued = false
    private var mouseOn = false
    private var started = false
    /// Bracket refreshes with DEC 2026 synchronized output.
    private let synchronizedOutput = true

    /// Sets the locale and the environment up for ncurses. Call before ``start()`` and
    /// before ``TerminalPreflight``'s terminfo check.
    static func prepareEnvironment() -> Bool {
        setlocale(LC_ALL, "")
        // Exported LINES/COLUMNS would override the real size, also after a resize.
        unsetenv("LINES")
        unsetenv("COLUMNS")
        let codeset = String(cString: nc_codeset()).uppercased()
        return codeset == "UTF-8" || codeset == "UTF8"
    }

    /// Enters full-screen mode. Returns an error message instead when ncurses refuses
    /// the terminal (the screen is then untouched).
    func start(unicode: Bool, mouse: Bool) -> String? {
        var shellMode = termios()
        let haveShellMode = tcgetattr(0, &shellMode) == 0
        // Before newterm: ncurses installs its own SIGINT/SIGTERM/SIGTSTP handlers only
        // where it finds the default disposition.
        TerminalSignals.install()
        guard nc_newterm_stdio() != nil else {
            TerminalSignals.uninstall()
            return "tessera: ncurses could not open the terminal; for text output use `tessera render FILE.json`"
        }
        started = true
        TerminalRescue.capture(shellMode: haveShellMode ? shellMode : nil)
        CrashGuard.install()
        cbreak()
        noecho()
        nonl()
        Self.takeSuspendKey()
        keypad(nc_stdscr(), true)
        leaveok(nc_stdscr(), true)
        // Never abandon a refresh half-way because input is pending: the loop reads the
        // whole burst first and then draws once, and it skips frames equal to the last
        // one, so every refresh must complete.
        typeahead(-1)
        curs_set(0)
        set_escdelay(25)
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        var colors = false
        if has_colors() && !noColor {
            start_color()
            use_default_colors()
            colors = true
            palette = ColorPalette(colors: Int(nc_colors()))
            pairs = ColorPairs(limit: Int(nc_color_pairs()))
        }
        capabilities = Capabilities(unicode: unicode, colors: colors)
        mouseinterval(0)
        setMouse(mouse)
        return nil
    }

    /// Turns the terminal's suspend character off while the app runs, so that Ctrl-Z
    /// arrives as a key (`.ctrl("z")`) instead of a SIGTSTP the terminal sends to the whole
    /// foreground process group at once. The event loop then restores the terminal first
    /// and stops the group itself (``TerminalSignals/stopGroup()``), as vim and Emacs do:
    /// under a wrapper (`bash -c 'tessera FILE; true'`), the terminal's SIGTSTP stopped
    /// the wrapper at once, the shell printed its prompt, and the app's restore came after
    /// it and wiped it. ncurses keeps the change as its program mode (`def_prog_mode`),
    /// and `endwin` puts the shell's mode (with its suspend character) back.
    static func takeSuspendKey() {
        var mode = termios()
        guard tcgetattr(0, &mode) == 0 else { return }
        let disabled = fpathconf(0, Int32(_PC_VDISABLE))
        withUnsafeMutableBytes(of: &mode.c_cc) { cc in
            cc[Int(VSUSP)] = disabled < 0 ? 0 : cc_t(truncatingIfNeeded: disabled)
        }
        guard tcsetattr(0, TCSADRAIN, &mode) == 0 else { return }
        def_prog_mode()
    }

    /// Leaves full-screen mode and restores the terminal.
    func stop() {
        guard started else { return }
        started = false
        setMouse(false)
        endwin()
    }

    /// Leaves full-screen mode for a stop (Ctrl-Z): the terminal is as the shell had it
    /// until ``resume()``.
    func suspend() {
        guard started else { return }
        endwin()
    }

    /// Comes back after ``suspend()`` or an outside SIGSTOP: the next ``draw(_:)``
    /// repaints everything (ncurses re-enters full-screen mode, with its keypad and
    /// mouse modes, on the next refresh).
    func resume() {
        guard started else { return }
        invalidate()
    }

    /// The terminal size in cells.
    var size: (columns: Int, rows: Int) {
        var y: Int32 = 0
        var x: Int32 = 0
        nc_getmaxyx(nc_stdscr(), &y, &x)
        return (Int(x), Int(y))
    }

    /// Turns mouse reporting on (wheel and primary button) or off.
    func setMouse(_ on: Bool) {
        guard on != mouseOn else { return }
        mouseOn = on
        let mask: mmask_t = on ? (nc_button4_pressed() | nc_button5_pressed() | nc_button1_pressed()) : 0
        mousemask(mask, nil)
    }

    /// Forgets what is on the screen: the next ``draw(_:)`` repaints everything
    /// (Ctrl-L, or after something else wrote to the terminal).
    func invalidate() {
        lastGrid = nil
        clearok(nc_stdscr(), true)
    }

    /// Writes `text` over the bottom row in reverse video, now (while the explorer waits
    /// for a preview's code); the next ``draw(_:)`` repaints the whole frame.
    func showBusyLine(_ text: String) {
        lastGrid = nil
        let (columns, rows) = size
        guard rows > 0, columns > 0 else { return }
        var style = CellStyle.plain
        style.reverse = true
        let line = Array(text.prefix(columns)) + Array(repeating: Character(" "), count: max(0, columns - text.count))
        for (x, c) in line.prefix(columns).enumerated() { put(c, x: x, y: rows - 1, style: style) }
        refresh()
    }

    /// Asks the event loop to quit after the current step (``takeQueuedQuit()``).
    func queueQuit() { quitQueued = true }

    /// Whether ``queueQuit()`` was called since the last look (and forgets it).
    func takeQueuedQuit() -> Bool {
        defer { quitQueued = false }
        return quitQueued
    }

    /// Shows `grid`. Nothing is sent when it equals the last frame. Returns true when it
    /// drew.
    @discardableResult
    func draw(_ grid: CellGrid) -> Bool {
        if let lastGrid, lastGrid == grid { return false }
        lastGrid = grid
        erase()
        let plain = CellStyle.plain
        for y in 0..<grid.rows {
            for x in 0..<grid.columns {
                let cell = grid[x, y]
                switch cell.content {
                case .continuation:
                    continue
                case .blank:
                    if cell.style == plain { continue }
                    put(" ", x: x, y: y, style: cell.style)
                case .character(let c, _):
                    put(c, x: x, y: y, style: cell.style)
                case .line(.block) where capabilities.unicode:
                    // ncurses' WACS_BLOCK is U+25AE `▮`, which turns a thin box into a
                    // dotted row; `tessera render` and the docs draw the full block `█`.
                    put("\u{2588}", x: x, y: y, style: cell.style)
                case .line(let glyph) where glyph.isRounded:
                    // ncurses has no rounded corners among its line glyphs: the Unicode
                    // ones where the terminal shows them, else the square ones.
                    if capabilities.unicode {
                        put(GlyphSet.unicode.character(for: glyph), x: x, y: y, style: cell.style)
                    } else {
                        let (attrs, pair) = attributes(cell.style)
                        nc_mvadd_wacs(Int32(y), Int32(x), wacs(glyph), attrs, pair)
                    }
                case .line(let glyph):
                    let (attrs, pair) = attributes(cell.style)
                    nc_mvadd_wacs(Int32(y), Int32(x), wacs(glyph), attrs, pair)
                }
            }
        }
        let begin = "\u{1B}[?2026h"
        let end = "\u{1B}[?2026l"
        if synchronizedOutput { writeRaw(begin) }
        refresh()
        if synchronizedOutput { writeRaw(end) }
        return true
    }

    private func writeRaw(_ s: String) {
        nc_fflush_stdout()
        var bytes = Array(s.utf8)
        _ = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
    }

    private func put(_ c: Character, x: Int, y: Int, style: CellStyle) {
        let (attrs, pair) = attributes(style)
        var text: [wchar_t] = []
        text.reserveCapacity(6)
        if TextCells.isUnsafe(c) || (!capabilities.unicode && !c.isASCII) {
            text.append(wchar_t(UInt8(ascii: "?")))
        } else {
            for s in c.unicodeScalars.prefix(5) { text.append(wchar_t(bitPattern: s.value)) }
            // A base character ncursesw cannot print (wcwidth -1) would show as ^X or ~X.
            if nc_wcwidth(text[0]) < 0 { text = [wchar_t(UInt8(ascii: "?"))] }
        }
        text.append(0)
        nc_mvadd_wstr_cell(Int32(y), Int32(x), text, attrs, pair)
    }

    private func attributes(_ style: CellStyle) -> (attr_t, Int16) {
        var a = nc_a_normal()
        if style.bold { a |= nc_a_bold() }
        if style.dim { a |= nc_a_dim() }
        if style.reverse { a |= nc_a_reverse() }
        if style.underline { a |= nc_a_underline() }
        guard capabilities.colors else { return (a, 0) }
        let pair = pairs.pair(
            foreground: palette.number(for: style.foregroundColor),
            background: palette.number(for: style.backgroundColor))
        return (a, pair)
    }

    private func wacs(_ glyph: LineGlyph) -> UnsafePointer<cchar_t>? {
        switch glyph {
        case .horizontal: return nc_wacs_hline()
        case .vertical: return nc_wacs_vline()
        case .topLeft, .roundedTopLeft: return nc_wacs_ulcorner()
        case .topRight, .roundedTopRight: return nc_wacs_urcorner()
        case .bottomLeft, .roundedBottomLeft: return nc_wacs_llcorner()
        case .bottomRight, .roundedBottomRight: return nc_wacs_lrcorner()
        case .block: return nc_wacs_block()
        }
    }

    /// Reads everything the terminal has sent without waiting (the burst a key repeat or
    /// a paste produces), decoded into events. An empty result after the input was
    /// reported readable means end of input.
    func readPending() -> [InputEvent] {
        nodelay(nc_stdscr(), true)
        var raw: [RawInput] = []
        var ch: wint_t = 0
        while raw.count < 4096 {
            let r = get_wch(&ch)
            if r == ERR { break }
            if r == KEY_CODE_YES {
                if let e = event(forKeyCode: Int32(ch)) { raw.append(.event(e)) }
            } else {
                raw.append(.scalar(UInt32(ch)))
            }
        }
        return KeyDecoder.decode(raw)
    }

    private func event(forKeyCode code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP, KEY_SR: return .key(.up)
        case KEY_DOWN, KEY_SF: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_PPAGE, KEY_A3: return .key(.pageUp)
        case KEY_NPAGE, KEY_C3: return .key(.pageDown)
        case KEY_HOME, KEY_A1, KEY_BEG: return .key(.home)
        case KEY_END, KEY_C1, KEY_LL: return .key(.end)
        case KEY_BTAB: return .key(.backTab)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_RESIZE:
            let s = size
            return .resize(columns: s.columns, rows: s.rows)
        case KEY_MOUSE:
            var ev = MEVENT()
            guard getmouse(&ev) == OK else { return nil }
            if ev.bstate & nc_button4_pressed() != 0 { return .wheel(-1) }
            if ev.bstate & nc_button5_pressed() != 0 { return .wheel(1) }
            if ev.bstate & nc_button1_pressed() != 0 { return .click(column: Int(ev.x), row: Int(ev.y)) }
            return nil
        default: return nil
        }
    }
}
