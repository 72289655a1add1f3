import ArgumentParser
import Scenarios

/// `--strip-offset S:X`, repeatable: the one declaration `dump` and `render` share.
struct StripOffsetOption: ParsableArguments {
    @Option(
        name: .customLong("strip-offset"),
        help: ArgumentHelp(
            "The offset of section S's orthogonal strip, in points along the strip (repeatable).",
            valueName: "s:x"))
    var values: [String] = []

    /// The offsets by section (a later value for a section wins). Throws the first bad
    /// value's error. Complexity: O(values).
    func offsets() throws(DumpOptionError) -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        for text in values {
            let (section, offset) = try DumpOptions.parseStripOffset(text)
            offsets[section] = offset
        }
        return offsets
    }
}
