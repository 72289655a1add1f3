import InertText

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
    /// How many combining marks one glyph keeps; more are dropped (a run of thousands
    /// of marks on one letter draws the same and would only cost memory).
    public static let maximumMarksPerGlyph = 8

    /// How many scalars of the text are read per column of `maxWidth` at most: text
    /// that draws less than one column in that many scalars (a run of zero-width
    /// characters) is cut there, so the work stays proportional to the room.
    public static let scalarsReadPerColumn = 64

    /// The glyphs of `text`, after ``InertText`` has replaced every control and
    /// bidirectional mark by a visible escape (`\u{9B}`). With a glyph set that does
    /// not allow non-ASCII characters, each non-ASCII unit becomes one
    /// ``GlyphSet/replacementCharacter``.
    ///
    /// With `maxWidth`, production stops as soon as the glyphs are wider than
    /// `maxWidth` (so ``clip(_:toWidth:glyphSet:)`` still sees that something follows)
    /// or ``scalarsReadPerColumn`` × (`maxWidth` + 1) scalars have been read: a 50 MB
    /// title drawn in a 20-column box reads a few hundred bytes.
    /// Complexity: O(n), or O(`maxWidth`) with `maxWidth`.
    public static func glyphs(_ text: some StringProtocol, glyphSet: GlyphSet = .unicode, maxWidth: Int = .max)
        -> [DisplayGlyph]
    {
        var result: [DisplayGlyph] = []
        var unit = String.UnicodeScalarView()
        var unitWidth = 0
        var unitMarks = 0
        var totalWidth = 0

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
            totalWidth += result[result.count - 1].width
            unit = String.UnicodeScalarView()
            unitWidth = 0
            unitMarks = 0
        }

        let (budget, overflow) = maxWidth.addingReportingOverflow(1)
        let (readLimit, tooMany) = budget.multipliedReportingOverflow(by: scalarsReadPerColumn)
        var readsLeft = overflow || tooMany ? Int.max : readLimit
        for scalar in InertText.scalars(of: text) {
            if totalWidth + unitWidth > maxWidth || readsLeft == 0 { break }
            readsLeft -= 1
            let width = DisplayWidth.of(scalar)
            if width > 0 {
                flush()
                unit.append(scalar)
                unitWidth = width
            } else if unitWidth > 0 && unitMarks < maximumMarksPerGlyph && attaches(scalar) {
                unit.append(scalar)
                unitMarks += 1
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

    /// The glyphs of `text` clipped to `width` columns: ``glyphs(_:glyphSet:maxWidth:)``
    /// then ``clip(_:toWidth:glyphSet:)``. Complexity: O(`width`), whatever the length
    /// of `text`.
    public static func fitted(_ text: some StringProtocol, toWidth width: Int, glyphSet: GlyphSet = .unicode)
        -> [DisplayGlyph]
    {
        clip(glyphs(text, glyphSet: glyphSet, maxWidth: max(0, width)), toWidth: width, glyphSet: glyphSet)
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
