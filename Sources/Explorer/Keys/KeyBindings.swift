/// Every key of the explorer with what it does: the one table the help overlay, the
/// footer, `tessera --help` and the README show.
public enum KeyBindings {
    /// One row of the table.
    public struct Binding: Hashable, Sendable {
        /// The keys, as the user types them ("PgDn Space").
        public var keys: String
        /// What they do.
        public var action: String
        /// The keys the model dispatches and their commands (none for the mouse rows).
        public var triggers: [KeyTrigger] = []
    }

    /// A titled group of bindings.
    public struct Group: Hashable, Sendable {
        /// The group's heading ("Scroll").
        public var title: String
        /// Its keys.
        public var bindings: [Binding]
    }

    /// The groups, in display order: the one key table, which drives the model's
    /// dispatch (``command(for:)``), the help overlay, `tessera --help` and the README's
    /// table (``markdown(_:)``, checked by a test). `glyphs` picks arrows or their ASCII
    /// names.
    public static func groups(_ glyphs: Glyphs) -> [Group] {
        func b(_ k: String, _ a: String, _ triggers: [KeyTrigger] = []) -> Binding {
            Binding(keys: k, action: a, triggers: triggers)
        }
        func t(_ key: Key, _ command: KeyCommand) -> KeyTrigger { KeyTrigger(key, command) }
        func c(_ character: Character, _ command: KeyCommand) -> KeyTrigger {
            KeyTrigger(.character(character), command)
        }
        let ud = glyphs.upDown == "↑↓" ? "↑ ↓" : "Up Down"
        let lr = glyphs.leftRight == "←→" ? "← →" : "Left Right"
        return [
            Group(
                title: "Scroll",
                bindings: [
                    b(
                        "\(ud)  j k", "one line up / down",
                        [t(.up, .lineUp), t(.down, .lineDown), c("k", .lineUp), c("j", .lineDown)]),
                    b(
                        "PgUp PgDn  b Space", "one page up / down (also Ctrl-B Ctrl-F)",
                        [
                            t(.pageUp, .pageUp), t(.pageDown, .pageDown), c("b", .pageUp), c(" ", .pageDown),
                            t(.ctrl("b"), .pageUp), t(.ctrl("f"), .pageDown),
                        ]),
                    b(
                        "Home End  g G", "top / bottom",
                        [t(.home, .top), t(.end, .bottom), c("g", .top), c("G", .bottom)]),
                    b(
                        "\(lr)  h l", "sideways: wider content, or the strip on screen",
                        [t(.left, .left), t(.right, .right), c("h", .left), c("l", .right)]),
                    b("mouse wheel", "three lines up / down"),
                ]),
            Group(
                title: "Layouts",
                bindings: [
                    b(
                        "Tab  Shift-Tab", "next / previous layout for this data",
                        [t(.tab, .nextLayout), t(.backTab, .previousLayout)]),
                    b("1 ... 9", "layout by number", (1...9).map { c(Character(String($0)), .layout($0)) }),
                    b("n  p", "next / previous scenario", [c("n", .nextScenario), c("p", .previousScenario)]),
                ]),
            Group(
                title: "Live parameters",
                bindings: [
                    b("c  C", "more / fewer columns", [c("c", .tune(.columns, 1)), c("C", .tune(.columns, -1))]),
                    b(
                        "s  S", "more / less spacing or padding",
                        [c("s", .tune(.spacing, 1)), c("S", .tune(.spacing, -1))]),
                    b(
                        "a  A", "banners more / less often",
                        [c("a", .tune(.bannerFrequency, 1)), c("A", .tune(.bannerFrequency, -1))]),
                    b(
                        "v  V", "variant: plugin family, split side ratio",
                        [c("v", .tune(.variant, 1)), c("V", .tune(.variant, -1))]),
                    b(
                        "T  F  L", "plugin effect in the focused section: sticky / fade / elastic",
                        [c("T", .effect(.stickyHeaders)), c("F", .effect(.fade)), c("L", .effect(.elastic))]),
                    b(
                        "w  W", "device width: 390, 844, 1024 pt, fit terminal",
                        [c("w", .deviceWidth(1)), c("W", .deviceWidth(-1))]),
                    b("+  -  =", "zoom in / out / reset", [c("+", .zoomIn), c("-", .zoomOut), c("=", .zoomReset)]),
                ]),
            Group(
                title: "Updates (focused item, else the first on screen)",
                bindings: [
                    b("i  x", "insert an item after it / delete it", [c("i", .insertItem), c("x", .deleteItem)]),
                    b("<  >", "move it one place back / forward", [c("<", .moveBack), c(">", .moveForward)]),
                    b("r", "reload it (new content, cross-fade)", [c("r", .reloadItem)]),
                    b(
                        "I  X", "insert a section after it / delete its section",
                        [c("I", .insertSection), c("X", .deleteSection)]),
                    b(
                        "z  R", "shuffle its section / random snapshot (diffed)",
                        [c("z", .shuffleSection), c("R", .randomSnapshot)]),
                    b("e", "the file's remote updates, next set (else a mixed batch)", [c("e", .remoteUpdates)]),
                    b("!", "try a batch UIKit rejects (the rule shows)", [c("!", .rejectedBatch)]),
                    b("u", "undo the last update (the status bar: -del +ins ~mov r rel)", [c("u", .undo)]),
                    b("o", "split: move its section to the other side", [c("o", .otherSide)]),
                ]),
            Group(
                title: "Inspect",
                bindings: [
                    b("f", "focus mode: arrows move the focus, Esc leaves", [c("f", .focus)]),
                    b("Enter", "select the focused cell (again: deselect); kept across updates", [t(.enter, .select)]),
                    b("click", "focus the element under the pointer"),
                    b("d", "debug overlay: query rectangle and probes", [c("d", .debug)]),
                    b("D", "doctor: check the layout shown, mark what it finds", [c("D", .doctor)]),
                    b("P", "save the screen as FILE-N.txt and .svg", [c("P", .picture)]),
                ]),
            Group(
                title: "Other",
                bindings: [
                    b("t", "play the tour (n p skip a demo; other keys stop it and act)", [c("t", .tour)]),
                    b("m", "mouse capture on / off (off: select text)", [c("m", .mouseCapture)]),
                    b("Ctrl-L", "repaint the whole screen", [t(.ctrl("l"), .repaint)]),
                    b(
                        "?  Esc", "open / close this help (other keys close it and act)",
                        [c("?", .help), t(.escape, .escape)]),
                    b("q", "quit", [c("q", .quit)]),
                ]),
        ]
    }

    /// Every bound key and its command, from the table (the glyphs change labels only;
    /// a test checks that no key is bound twice).
    static let commands: [Key: KeyCommand] = {
        var table: [Key: KeyCommand] = [:]
        for trigger in groups(.ascii).flatMap(\.bindings).flatMap(\.triggers) where table[trigger.key] == nil {
            table[trigger.key] = trigger.command
        }
        return table
    }()

    /// The command `key` runs, or `nil` when the table binds it to nothing.
    /// Complexity: O(1) expected.
    public static func command(for key: Key) -> KeyCommand? { commands[key] }

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
