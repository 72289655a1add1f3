import Explorer
import Testing

/// `tessera --help`'s key table (``KeyBindings/text(_:width:indent:)``): the table's rows,
/// wrapped by the explorer's one word wrap with continuations under the action column.
@Suite struct KeyTextTests {
    func words(_ lines: [String]) -> [Substring] { lines.flatMap { $0.split(separator: " ") } }

    @Test(arguments: [79, 60, 40])
    func rowsFitTheWidthAndKeepEveryWord(width: Int) {
        let wrapped = KeyBindings.text(width: width)
        let plain = KeyBindings.text().map { "  " + $0 }
        #expect(words(wrapped) == words(plain))
        let column = 2 + KeyBindings.actionColumn
        for line in wrapped {
            let isContinuation = line.hasPrefix(String(repeating: " ", count: column))
            // A continuation fits; a first row fits unless one word is longer than the room.
            if isContinuation || line.split(separator: " ").allSatisfy({ $0.count <= width - column }) {
                #expect(line.count <= width || !line.contains(" "), "\(width): \(line)")
            }
        }
    }

    @Test func aLongRowWrapsUnderItsAction() {
        let wrapped = KeyBindings.text(width: 60)
        guard let i = wrapped.firstIndex(where: { $0.contains("select the focused cell") }) else {
            Issue.record("no Enter row")
            return
        }
        #expect(wrapped[i] == "    Enter                 select the focused cell (again:")
        #expect(wrapped[i + 1] == String(repeating: " ", count: 26) + "deselect); kept across updates")
    }

    @Test func aWideTerminalChangesNothing() {
        #expect(KeyBindings.text(width: 1_000) == KeyBindings.text().map { "  " + $0 })
    }
}
