/// The one sanitiser for text that comes from input (scenario files, file names, keys
/// typed): whatever it returns can be printed to a terminal and does nothing but show.
///
/// Every scalar a terminal or a bidirectional renderer would *act on* is replaced by a
/// visible escape `\u{HEX}` (uppercase hexadecimal, no leading zeros), so nothing is
/// silently removed and nothing is obeyed:
///
/// - C0 controls U+0000–U+001F (TAB and LF included: text stays on one line), DEL
///   U+007F and C1 controls U+0080–U+009F (U+009B is CSI on many terminals, U+0085 a
///   line break): `a\u{9B}2J` shows as `a\u{9B}2J`, six visible characters for the CSI;
/// - bidirectional embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069 and
///   the marks U+200E, U+200F and U+061C, which would reorder the rest of the line;
/// - the line and paragraph separators U+2028 and U+2029;
/// - the byte-order mark U+FEFF, invisible and meaningless inside text (a message that
///   quotes a second BOM would otherwise look like it quotes valid JSON).
///
/// A Swift string cannot hold a lone surrogate, so none can reach this point: the JSON
/// parser rejects a `\uD800` escape without its pair, and the standard library repairs
/// ill-formed UTF-8 (in command-line arguments) to U+FFFD, which is inert. A backslash
/// is left as it is, so escaping is idempotent: `escaped(escaped(s)) == escaped(s)`.
///
/// This lives in its own module, below everything that prints: the engine
/// (`CollectionLayout`) has no business with text, and `Scenarios` (error lines) and
/// `TerminalCanvas` (every cell of every frame) are siblings that both depend on it.
/// `Explorer`, `Headless` and the executable reach it through them.
public enum InertText {
    /// How many characters of an echoed value an error line shows before "…": enough to
    /// recognise a value, small enough that a 50 MB name gives a short line.
    public static let echoLimit = 60

    /// How many characters of a file name a message shows: `PATH_MAX`, so every path
    /// the system can open is shown whole.
    public static let fileNameLimit = 4_096

    /// True for the scalars this type escapes (see the type's documentation).
    /// Complexity: O(1).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return true }
        if v < 0x61C { return false }
        return v == 0x61C || v == 0x200E || v == 0x200F || (0x2028...0x202E).contains(v)
            || (0x2066...0x2069).contains(v) || v == 0xFEFF
    }

    /// True when `text` has no scalar ``isUnsafe(_:)`` would escape. Complexity: O(n).
    public static func isInert(_ text: some StringProtocol) -> Bool {
        !text.unicodeScalars.contains(where: isUnsafe)
    }

    /// The visible escape of `scalar`: `\u{9B}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every unsafe scalar replaced by its visible escape. Complexity: O(n).
    public static func escaped(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for scalar in scalars(of: text) { out.append(scalar) }
        return String(out)
    }

    /// ``escaped(_:)`` line by line: every unsafe scalar escaped except LF, which is
    /// kept, for multi-line text such as a command's help. Complexity: O(n).
    public static func escapedKeepingLineFeeds(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || !isUnsafe(scalar) {
                out.append(scalar)
            } else {
                out.append(contentsOf: escape(scalar).unicodeScalars)
            }
        }
        return String(out)
    }

    /// ``escaped(_:)`` cut to at most `maxLength` scalars (an escape is kept whole or
    /// left out whole), followed by "…" when anything was cut. Complexity: O(maxLength):
    /// only the part that is shown is read, so a 50 MB value costs no more than a short one.
    public static func escaped(_ text: some StringProtocol, maxLength: Int) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            let piece = isUnsafe(scalar) ? escape(scalar) : String(scalar)
            let length = piece.unicodeScalars.count
            if count + length > maxLength {
                out.append("…")
                return String(out)
            }
            out.append(contentsOf: piece.unicodeScalars)
            count += length
        }
        return String(out)
    }

    /// `text` in double quotes for a message, with `"` and `\` written `\"` and `\\`,
    /// unsafe scalars escaped and the inside cut to `maxLength` (see
    /// ``escaped(_:maxLength:)``): `"a\u{9B}b"`. Complexity: O(maxLength).
    public static func quoted(_ text: some StringProtocol, maxLength: Int = echoLimit) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        var count = 0
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            let piece: String
            switch scalar {
            case "\"": piece = "\\\""
            case "\\": piece = "\\\\"
            default: piece = isUnsafe(scalar) ? escape(scalar) : String(scalar)
            }
            let length = piece.unicodeScalars.count
            if count + length > maxLength {
                out.append("…")
                break
            }
            out.append(contentsOf: piece.unicodeScalars)
            count += length
        }
        out.append("\"")
        return String(out)
    }

    /// The scalars of ``escaped(_:)``, produced lazily: reading a prefix of the result
    /// reads only a prefix of `text`. Complexity: O(1) per scalar.
    public static func scalars<Text: StringProtocol>(of text: Text) -> Scalars<Text.UnicodeScalarView> {
        Scalars(base: text.unicodeScalars)
    }

    /// A lazy sequence of the scalars of ``escaped(_:)``.
    public struct Scalars<Base: Sequence>: Sequence where Base.Element == Unicode.Scalar {
        let base: Base

        /// Produces the escaped scalars one at a time.
        public struct Iterator: IteratorProtocol {
            var base: Base.Iterator
            var pending: [Unicode.Scalar] = []
            var pendingIndex = 0

            /// The next scalar of the escaped text. Complexity: O(1).
            public mutating func next() -> Unicode.Scalar? {
                if pendingIndex < pending.count {
                    defer { pendingIndex += 1 }
                    return pending[pendingIndex]
                }
                guard let scalar = base.next() else { return nil }
                guard InertText.isUnsafe(scalar) else { return scalar }
                pending = Array(InertText.escape(scalar).unicodeScalars)
                pendingIndex = 1
                return pending[0]
            }
        }

        /// An iterator over the escaped scalars.
        public func makeIterator() -> Iterator { Iterator(base: base.makeIterator()) }
    }
}
