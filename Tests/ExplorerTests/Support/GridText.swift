import CollectionLayout
import Explorer
import TerminalCanvas

/// Test helpers: grids as text, a fixed stopwatch, a model on a test document.
enum Fixture {
    /// Options with a stopwatch that always says 7.5 µs, so frames are deterministic.
    static func options(animations: Bool = false, glyphs: Glyphs = .unicode) -> ExplorerModel.Options {
        ExplorerModel.Options(
            animations: animations, glyphs: glyphs,
            stopwatch: { body in
                body()
                return 7.5e-6
            })
    }

    static func model(
        columns: Int = 80, rows: Int = 24, documents: [ExplorerDocument] = [TestDocuments.grid()],
        animations: Bool = false, glyphs: Glyphs = .unicode
    ) -> ExplorerModel {
        ExplorerModel(
            documents: documents, columns: columns, rows: rows, options: options(animations: animations, glyphs: glyphs)
        )
    }
}

extension CellGrid {
    /// The grid as lines of text (line glyphs as Unicode box characters, trailing spaces kept).
    var textLines: [String] {
        var lines: [String] = []
        for y in 0..<rows {
            var line = ""
            for x in 0..<columns {
                switch self[x, y].content {
                case .blank: line.append(" ")
                case .character(let c, _): line.append(c)
                case .continuation: break
                case .line(let g):
                    switch g {
                    case .horizontal: line.append("─")
                    case .vertical: line.append("│")
                    case .topLeft: line.append("┌")
                    case .topRight: line.append("┐")
                    case .bottomLeft: line.append("└")
                    case .bottomRight: line.append("┘")
                    case .block: line.append("█")
                    case .roundedTopLeft: line.append("╭")
                    case .roundedTopRight: line.append("╮")
                    case .roundedBottomLeft: line.append("╰")
                    case .roundedBottomRight: line.append("╯")
                    }
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// The grid as text with trailing spaces trimmed.
    var trimmedText: String {
        textLines.map { line in
            var l = Substring(line)
            while l.last == " " { l = l.dropLast() }
            return String(l)
        }.joined(separator: "\n")
    }
}
