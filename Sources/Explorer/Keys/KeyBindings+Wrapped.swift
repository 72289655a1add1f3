extension KeyBindings {
    /// The column where ``text(_:)`` starts an action: two for the indent, 22 for the keys.
    public static let actionColumn = 2 + 22

    /// The table as plain text lines no wider than `width` columns, indented by `indent`:
    /// an action too long for its row is wrapped at spaces (``TextCells``' one word
    /// wrap), its continuations under the action column. `tessera --help` shows this.
    /// Complexity: O(the table's length).
    public static func text(_ glyphs: Glyphs = .ascii, width: Int, indent: Int = 2) -> [String] {
        let column = indent + actionColumn
        let margin = String(repeating: " ", count: indent)
        return text(glyphs).flatMap { line -> [String] in
            let row = margin + line
            guard TextCells.width(of: row) > width, row.count > column else { return [row] }
            let head = String(row.prefix(column))
            let rest = TextCells.wrapped(String(row.dropFirst(column)), width: max(1, width - column))
            let pad = String(repeating: " ", count: column)
            return rest.enumerated().map { i, part in (i == 0 ? head : pad) + part }
        }
    }
}

extension KeyBindings {
    /// The table as the README shows it: a Markdown table with a row per group title and a
    /// row per binding, keys in code spans, with Unicode arrows. A test compares the
    /// README's copy (between `<!-- keys -->` and `<!-- end keys -->`) with this.
    /// Complexity: O(the table's length).
    public static func markdown(_ glyphs: Glyphs = .unicode) -> [String] {
        var lines = ["| keys | what they do |", "| --- | --- |"]
        for group in groups(glyphs) {
            lines.append("| **\(group.title)** | |")
            for binding in group.bindings {
                let keys = binding.triggers.isEmpty ? binding.keys : "`\(binding.keys)`"
                lines.append("| \(keys) | \(binding.action) |")
            }
        }
        return lines
    }
}
