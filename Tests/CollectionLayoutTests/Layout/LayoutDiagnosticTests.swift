import CollectionLayout
import Testing

/// ``LayoutDiagnostic``: the one value behind ``LayoutError`` and ``LayoutWarning``.
@Suite struct LayoutDiagnosticTests {
    @Test func anErrorAndAWarningAreTheSameValue() throws {
        let error = LayoutError(path: "layout.numberOfColumns", message: "must be at least 1")
        let warning: LayoutWarning = error
        #expect(warning == error)
        #expect(error.description == "layout.numberOfColumns: must be at least 1")
        #expect(LayoutError.self == LayoutWarning.self)
        #expect(throws: LayoutError.self) { throw warning }
    }

    @Test func theCompositionalLayoutsWarningsReadAsPathAndMessage() throws {
        let item = LayoutItem(
            size: LayoutSize(width: .estimated(50), height: .absolute(40)),
            contentInsets: DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), subitems: [item])
        let warnings = group.estimatedAxisInsetWarnings(path: "g")
        #expect(
            warnings.map(\.description) == [
                "g.subitems[0].contentInsets: leading and trailing insets are ignored: the width is estimated"
            ])
    }
}
