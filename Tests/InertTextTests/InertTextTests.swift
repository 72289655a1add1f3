import InertText
import Testing

/// A case whose label shows the input escaped, so test logs never carry raw control
/// characters to the terminal that reads them.
struct EscapeCase: CustomTestStringConvertible, Sendable {
    var input: String
    var expected: String
    var testDescription: String { InertText.escaped(input) }
}

@Suite struct InertTextTests {
    @Test(
        arguments: [
            ("plain text, é 漢字 👩‍🔬", "plain text, é 漢字 👩‍🔬"),
            // C0, including the line and tab controls: text stays on one line.
            ("\u{0}\u{1}\u{7}\u{8}", #"\u{0}\u{1}\u{7}\u{8}"#),
            ("a\tb\nc\rd\u{B}\u{C}", #"a\u{9}b\u{A}c\u{D}d\u{B}\u{C}"#),
            ("\u{1B}[1;31mred\u{1B}[0m", #"\u{1B}[1;31mred\u{1B}[0m"#),
            ("a\u{1B}]0;title\u{7}b", #"a\u{1B}]0;title\u{7}b"#),
            ("\u{1F}", #"\u{1F}"#),
            // DEL and C1.
            ("\u{7F}", #"\u{7F}"#),
            ("a\u{9B}2Jb", #"a\u{9B}2Jb"#),
            ("\u{80}\u{85}\u{9D}\u{9F}", #"\u{80}\u{85}\u{9D}\u{9F}"#),
            // Bidirectional embeddings, overrides, isolates and marks.
            ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}"#),
            ("\u{2066}\u{2067}\u{2068}\u{2069}", #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
            ("\u{200E}\u{200F}\u{61C}", #"\u{200E}\u{200F}\u{61C}"#),
            // Line and paragraph separators.
            ("a\u{2028}b\u{2029}", #"a\u{2028}b\u{2029}"#),
            ("\u{FEFF}x", #"\u{FEFF}x"#),
            // Neighbours of every class stay as they are.
            (
                "\u{20}\u{7E}\u{A0}\u{61B}\u{61D}\u{200D}\u{2027}\u{202F}\u{2065}\u{206A}",
                "\u{20}\u{7E}\u{A0}\u{61B}\u{61D}\u{200D}\u{2027}\u{202F}\u{2065}\u{206A}"
            ),
            // A backslash is kept, so escaping twice changes nothing.
            (#"C:\dir \u{9B}"#, #"C:\dir \u{9B}"#),
        ].map { EscapeCase(input: $0.0, expected: $0.1) })
    func escapesEveryUnsafeClass(_ test: EscapeCase) {
        let escaped = InertText.escaped(test.input)
        #expect(escaped == test.expected)
        #expect(InertText.isInert(escaped))
        #expect(InertText.escaped(escaped) == escaped)
        #expect(String(String.UnicodeScalarView(InertText.scalars(of: test.input))) == escaped)
    }

    @Test func classifiesEveryBMPScalarLikeTheDocumentedRanges() {
        var wrong: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected =
                value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x61C || value == 0x200E
                || value == 0x200F || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                || value == 0xFEFF
            if InertText.isUnsafe(scalar) != expected { wrong.append("U+\(String(value, radix: 16))") }
        }
        #expect(wrong == [])
        #expect(!InertText.isUnsafe("\u{FFFD}"))
        #expect(!InertText.isUnsafe("\u{10FFFF}"))
    }

    @Test func multiLineTextKeepsItsLineFeeds() {
        #expect(InertText.escapedKeepingLineFeeds("a\u{9B}\nb\r\n\n") == "a\\u{9B}\nb\\u{D}\n\n")
        #expect(InertText.escapedKeepingLineFeeds("") == "")
    }

    @Test func cutsToTheLimitKeepingEscapesWhole() {
        #expect(InertText.escaped("abcdef", maxLength: 6) == "abcdef")
        #expect(InertText.escaped("abcdefg", maxLength: 6) == "abcdef…")
        #expect(InertText.escaped("abc\u{9B}", maxLength: 8) == "abc…")
        #expect(InertText.escaped("abc\u{9B}", maxLength: 9) == #"abc\u{9B}"#)
        #expect(InertText.escaped("", maxLength: 0) == "")
        #expect(InertText.escaped("a", maxLength: 0) == "…")
    }

    @Test func quotesForMessages() {
        #expect(InertText.quoted("flow") == #""flow""#)
        #expect(InertText.quoted("a\"b\\c\u{85}") == #""a\"b\\c\u{85}""#)
        #expect(InertText.quoted("\u{202E}abc", maxLength: 10) == #""\u{202E}ab…""#)
        #expect(InertText.quoted("\u{202E}abc", maxLength: 7) == #""…""#)
        let long = String(repeating: "x", count: 10_000)
        #expect(InertText.quoted(long) == "\"" + String(repeating: "x", count: InertText.echoLimit) + "…\"")
    }

    @Test func aLongValueCostsOnlyWhatIsShown() {
        // 1 MB in, a quote of the first few scalars out.
        let huge = String(repeating: "\u{9B}", count: 500_000)
        let quoted = InertText.quoted(huge)
        #expect(quoted == "\"" + String(repeating: #"\u{9B}"#, count: 10) + "…\"")
    }

    @Test func randomTextComesOutInertAndReadsBackTheSameOutsideEscapes() {
        var state: UInt64 = 0x1234_5678
        func next() -> UInt64 {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let alphabet: [Unicode.Scalar] = [
            "\u{1B}", "[", "\\", "u", "{", "\u{7}", "\u{9B}", "\u{85}", "\u{202E}", "\u{2066}", "\u{200F}", "a",
            "\n", "漢", "\u{301}", "\u{2028}", "\u{7F}",
        ]
        for _ in 0..<3_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int(next() % 24) { view.append(alphabet[Int(next() % UInt64(alphabet.count))]) }
            let text = String(view)
            let escaped = InertText.escaped(text)
            #expect(InertText.isInert(escaped))
            // Brute force: the same text built scalar by scalar.
            var expected = ""
            for s in text.unicodeScalars {
                expected += InertText.isUnsafe(s) ? "\\u{\(String(s.value, radix: 16, uppercase: true))}" : String(s)
            }
            #expect(escaped == expected)
            let limit = Int(next() % 30)
            let cut = InertText.escaped(text, maxLength: limit)
            #expect(
                cut == escaped
                    || (cut.hasSuffix("…") && escaped.unicodeScalars.starts(with: cut.unicodeScalars.dropLast())))
            #expect(cut.unicodeScalars.count <= limit + 1)
        }
    }
}
