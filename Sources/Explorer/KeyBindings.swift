/// Every key of the explorer with what it does: the one table the help overlay, the
/// footer, `tessera --help` and the README show.
public enum KeyBindings {
    /// One row of the table.
    public struct Binding: Hashable, Sendable {
        /// The keys, as the user types them ("PgDn Space").
        public var keys: String
        /// What they do.
        public var action: String
    }

    /// A titled group of bindings.
    public struct Group: Hashable, Sendable {
        /// The group's heading ("Scroll").
        public var title: String
        /// Its keys.
        public var bindings: [Binding]
    }

    /// The groups, in display order. `glyphs` picks arrows or their ASCII names.
    public static func groups(_ glyphs: Glyphs) -> [Group] {
        func b(_ k: String, _ a: String) -> Binding { Binding(keys: k, action: a) }
        let ud = glyphs.upDown == "↑↓" ? "↑ ↓" : "Up Down"
        let lr = glyphs.leftRight == "←→" ? "← →" : "Left Right"
        return [
            Group(
                title: "Scroll",
                bindings: [
                    b("\(ud)  j k", "one line up / down"),
                    b("PgUp PgDn  b Space", "one page up / down (also Ctrl-B Ctrl-F)"),
                    b("Home End  g G", "top / bottom"),
                    b("\(lr)  h l", "sideways: wider content, or the strip on screen"),
                    b("mouse wheel", "three lines up / down"),
                ]),
            Group(
                title: "Layouts",
                bindings: [
                    b("Tab  Shift-Tab", "next / previous layout for this data"),
                    b("1 ... 9", "layout by number"),
                    b("n  p", "next / previous scenario"),
                ]),
            Group(
                title: "Live parameters",
                bindings: [
                    b("c  C", "more / fewer columns"),
                    b("s  S", "more / less spacing or padding"),
                    b("a  A", "banners more / less often"),
                    b("v  V", "variant: plugin family, split side ratio"),
                    b("T  F  L", "plugin effect in the focused section: sticky / fade / elastic"),
                    b("w  W", "device width: 390, 844, 1024 pt, fit terminal"),
                    b("+  -  =", "zoom in / out / reset"),
                ]),
            Group(
                title: "Updates (focused item, else the first on screen)",
                bindings: [
                    b("i  x", "insert an item after it / delete it"),
                    b("<  >", "move it one place back / forward"),
                    b("r", "reload it (new content, cross-fade)"),
                    b("I  X", "insert a section after it / delete its section"),
                    b("z  R", "shuffle its section / random snapshot (diffed)"),
                    b("e", "the file's remote updates, next set (else a mixed batch)"),
                    b("!", "try a batch UIKit rejects (the rule shows)"),
                    b("u", "undo the last update (the status bar: -del +ins ~mov r rel)"),
                    b("o", "split: move its section to the other side"),
                ]),
            Group(
                title: "Inspect",
                bindings: [
                    b("f", "focus mode: arrows move the focus, Esc leaves"),
                    b("Enter", "select the focused cell (again: deselect); kept across updates"),
                    b("click", "focus the element under the pointer"),
                    b("d", "debug overlay: query rectangle and probes"),
                    b("P", "save the screen as FILE-N.txt and .svg"),
                ]),
            Group(
                title: "Other",
                bindings: [
                    b("t", "play the tour (n p skip a demo; other keys stop it and act)"),
                    b("m", "mouse capture on / off (off: select text)"),
                    b("Ctrl-L", "repaint the whole screen"),
                    b("?  Esc", "open / close this help (other keys close it and act)"),
                    b("q", "quit"),
                ]),
        ]
    }

    /// The footer's short hints, most important first (`n` only when several scenarios
    /// are open).
    public static func footerHints(_ glyphs: Glyphs, focusMode: Bool, scenarios: Int = 1) -> [String] {
        if focusMode {
            return [
                "\(glyphs.upDown)\(glyphs.leftRight) move focus", "Esc leave focus", "PgUp PgDn scroll", "d debug",
                "? help", "q quit",
            ]
        }
        let hints = [
            "q quit", "? help", "\(glyphs.upDown) scroll", "Tab layout", "c/s/a/v tweak", "w width", "f focus",
            "d debug",
        ]
        return scenarios > 1 ? hints + ["n next scenario"] : hints
    }

    /// The table as plain text lines (for `--help` and the README).
    public static func text(_ glyphs: Glyphs = .ascii) -> [String] {
        var lines: [String] = []
        for g in groups(glyphs) {
            lines.append("\(g.title):")
            for b in g.bindings {
                let pad = String(repeating: " ", count: max(1, 22 - b.keys.count))
                lines.append("  \(b.keys)\(pad)\(b.action)")
            }
        }
        return lines
    }
}

extension KeyBindings {
    /// One line of the help overlay: a group title or a binding.
    public enum HelpLine: Hashable, Sendable {
        case title(String)
        case binding(Binding)
        case blank
    }

    /// The help overlay's lines: groups separated by blank lines.
    public static func helpLines(_ glyphs: Glyphs) -> [HelpLine] {
        var lines: [HelpLine] = []
        for (i, g) in groups(glyphs).enumerated() {
            if i > 0 { lines.append(.blank) }
            lines.append(.title(g.title))
            lines += g.bindings.map(HelpLine.binding)
        }
        return lines
    }
}
