/// One drawable unit of text: a character that fills exactly one cell (`width` 1) or
/// a cell and its continuation (`width` 2).
public struct DisplayGlyph: Hashable, Sendable {
    /// What is drawn: one spacing scalar, possibly followed by combining marks.
    public var character: Character
    /// 1 or 2 columns.
    public var width: Int

    /// Creates a glyph; `width` is clamped to 1...2.
    public init(_ character: Character, width: Int) {
        self.character = character
        self.width = min(max(width, 1), 2)
    }
}

/// Turns text into glyphs a cell grid can hold, and clips it to a width.
///
/// A Swift `Character` (a grapheme cluster) can hold several spacing scalars, such as
/// an emoji ZWJ sequence, which terminals and `wcwidth` disagree on. To keep every
/// screen column predictable, text is split into units of *one spacing scalar plus
/// the combining marks after it*: zero-width joiners, variation selectors and other
/// format characters are dropped, so `👩‍🔬` is drawn as `👩🔬` (4 columns, as ncurses
/// counts it) and `✔️` as the text-style `✔` (1 column). Combining marks with nothing
/// to attach to are dropped too.
public enum TerminalText {
    /// The glyphs of `text`, after ``TextSanitizer/sanitize(_:)``. With a glyph set that
    /// does not allow non-ASCII characters, each non-ASCII unit becomes one
    /// ``GlyphSet/replacementCharacter``. Complexity: O(n).
    public static func glyphs(_ text: some StringProtocol, glyphSet: GlyphSet = .unicode) -> [DisplayGlyph] {
        let clean = TextSanitizer.sanitize(text)
        var result: [DisplayGlyph] = []
        var unit = String.UnicodeScalarView()
        var unitWidth = 0

        func flush() {
            guard unitWidth > 0, let first = unit.first else { return }
            if !glyphSet.allowsNonASCII && !unit.allSatisfy(\.isASCII) {
                result.append(DisplayGlyph(glyphSet.replacementCharacter, width: 1))
            } else {
                let string = String(unit)
                // Combining marks always extend a grapheme cluster; if the stdlib ever
                // disagrees, keep the base scalar alone rather than two characters.
                let character = string.count == 1 ? Character(string) : Character(first)
                result.append(DisplayGlyph(character, width: unitWidth))
            }
            unit = String.UnicodeScalarView()
            unitWidth = 0
        }

        for scalar in clean.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            if width > 0 {
                flush()
                unit.append(scalar)
                unitWidth = width
            } else if unitWidth > 0 && attaches(scalar) {
                unit.append(scalar)
            }
        }
        flush()
        return result
    }

    /// The total width of `glyphs`.
    public static func width(of glyphs: [DisplayGlyph]) -> Int {
        glyphs.reduce(0) { $0 + $1.width }
    }

    /// `glyphs` cut to at most `width` columns. When something had to be cut and at
    /// least one glyph still fits before it, the glyph set's ellipsis ends the result;
    /// otherwise the text is cut hard. A wide glyph that would straddle the limit is
    /// left out whole, so the result may be one column narrower than `width`.
    /// Complexity: O(n).
    public static func clip(_ glyphs: [DisplayGlyph], toWidth width: Int, glyphSet: GlyphSet = .unicode)
        -> [DisplayGlyph]
    {
        guard width > 0 else { return [] }
        if self.width(of: glyphs) <= width { return glyphs }
        let ellipsis = glyphSet.ellipsis.map { DisplayGlyph($0, width: 1) }
        let room = width - ellipsis.count
        let kept = prefix(glyphs, fittingIn: room)
        if room > 0, !kept.isEmpty {
            return kept + ellipsis
        }
        return prefix(glyphs, fittingIn: width)
    }

    /// The glyphs of `text` clipped to `width` columns: ``glyphs(_:glyphSet:)`` then
    /// ``clip(_:toWidth:glyphSet:)``.
    public static func fitted(_ text: some StringProtocol, toWidth width: Int, glyphSet: GlyphSet = .unicode)
        -> [DisplayGlyph]
    {
        clip(glyphs(text, glyphSet: glyphSet), toWidth: width, glyphSet: glyphSet)
    }

    /// The longest prefix of `glyphs` whose width is at most `width`.
    private static func prefix(_ glyphs: [DisplayGlyph], fittingIn width: Int) -> [DisplayGlyph] {
        var used = 0
        var count = 0
        for glyph in glyphs {
            if used + glyph.width > width { break }
            used += glyph.width
            count += 1
        }
        return Array(glyphs.prefix(count))
    }

    /// True for zero-width scalars that belong to the character before them (combining
    /// marks, Hangul medial and final jamo); false for joiners, variation selectors and
    /// other format characters, which are dropped.
    private static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isVariationSelector { return false }
        switch properties.generalCategory {
        case .format, .control, .unassigned, .surrogate, .privateUse,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
