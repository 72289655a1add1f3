import CNcurses
import Glibc

/// The checks made before the screen is touched: a program that cannot run full-screen
/// says so in one line and exits 1, leaving the terminal exactly as it was.
enum TerminalPreflight {
    /// Why the interactive explorer cannot start here, or `nil` when it can.
    static func problem() -> String? {
        let hint = "for text output use `tessera render FILE.json`"
        guard isatty(0) == 1, isatty(1) == 1 else {
            return "tessera: standard input and output must be a terminal to explore interactively; \(hint)"
        }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            return "tessera: TERM is not set, so the terminal type is unknown; \(hint)"
        }
        let name = TextCellsForTerminal.printable(term)
        switch nc_check_terminal(1) {
        case NC_TERM_OK:
            return nil
        case NC_TERM_NO_CURSOR:
            return
                "tessera: the terminal type '\(name)' (TERM) cannot move the cursor, so it cannot show a full screen; \(hint)"
        default:
            return "tessera: unknown terminal type '\(name)' (TERM has no terminfo entry); \(hint)"
        }
    }
}

/// Terminal-safe echo of environment strings in error messages.
enum TextCellsForTerminal {
    /// `text` with control characters replaced, cut to 40 characters.
    static func printable(_ text: String) -> String {
        var out = ""
        for c in text.prefix(40) {
            out.append(
                c.unicodeScalars.allSatisfy {
                    $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
                } ? c : "?")
        }
        return out
    }
}
