/// What a list section adds around its rows once they are placed: separators, row
/// backgrounds and the padding above its header (``ListConfiguration``, resolved for one
/// container width). ``LayoutSection/list(using:layoutEnvironment:)`` sets it; the
/// compositional builder calls ``append(rows:section:axis:to:separators:)`` after the section's cells.
struct ListDecorations: Hashable, Sendable {
    /// The row backgrounds a list draws.
    enum Background: Hashable, Sendable {
        /// None.
        case none
        /// One decoration of `kind` covering all the section's rows.
        case rows(kind: String)
        /// One decoration of `kind` per row, on the row's frame.
        case eachRow(kind: String)
    }

    /// The bottom separators: insets from the row's edges, and which rows get one.
    struct Separators: Hashable, Sendable {
        var leading: Double
        var trailing: Double
        var visibility: ListSeparatorConfiguration.Visibility
    }

    /// The separators, or `nil` for none.
    var separators: Separators?
    /// The backgrounds.
    var background: Background
    /// Space above the section (above its header), in points.
    var headerTopPadding: Double
    /// True when the first item is the section's header (``ListConfiguration/HeaderMode/firstItemInSection``):
    /// it gets neither a background nor a separator, as UIKit styles a header cell
    /// (clear, like a supplementary header).
    var firstItemIsHeader: Bool = false
    /// The configuration the section was made from, to make it again for another
    /// environment.
    var configuration: ListConfiguration

    /// The separator's height in points (UIKit draws a hairline; one point is the
    /// smallest size that keeps its own place on every scale).
    static let separatorThickness = 1.0

    /// Appends the backgrounds of section `section`, whose cells are `rows` in item order
    /// (a slice of every cell's frame, so its indices are flat positions), to `extras`,
    /// and its separators' run to `separators` (they are derived from the rows when asked
    /// for: ``ListSeparatorRuns``). A list only decorates a vertical layout; in a
    /// horizontal one it adds nothing. Complexity: O(rows).
    func append(
        rows: ArraySlice<Rect>, section: Int, axis: Axis, to extras: inout [LayoutAttributes],
        separators runs: inout ListSeparatorRuns
    ) {
        guard axis == .vertical else { return }
        let header = firstItemIsHeader ? 1 : 0
        let sectionStart = rows.startIndex
        let rows = rows.dropFirst(header)
        guard let first = rows.first else { return }
        switch background {
        case .none:
            break
        case .rows(let kind):
            var union = first
            for r in rows {
                union = Rect(
                    x: min(union.minX, r.minX), y: min(union.minY, r.minY),
                    width: max(union.maxX, r.maxX) - min(union.minX, r.minX),
                    height: max(union.maxY, r.maxY) - min(union.minY, r.minY))
            }
            extras.append(
                LayoutAttributes(
                    category: .decoration(kind: kind), indexPath: IndexPath(item: header, section: section),
                    frame: union,
                    zIndex: -1))
        case .eachRow(let kind):
            for (i, r) in rows.enumerated() {
                extras.append(
                    LayoutAttributes(
                        category: .decoration(kind: kind), indexPath: IndexPath(item: header + i, section: section),
                        frame: r,
                        zIndex: -1))
            }
        }
        guard let separators, separators.visibility != .hidden else { return }
        runs.append(
            ListSeparatorRuns.Run(
                section: section, sectionStart: sectionStart, first: rows.startIndex,
                end: separators.visibility == .visible ? rows.endIndex : rows.endIndex - 1,
                leading: separators.leading, trailing: separators.trailing))
    }

    /// Throws when the header padding or a separator inset is negative or not finite
    /// (a ``ListConfiguration`` built in code and never validated).
    func validate(path: String) throws(LayoutError) {
        var lengths = [("headerTopPadding", headerTopPadding)]
        if let separators {
            lengths += [
                ("separatorInsets.leading", separators.leading), ("separatorInsets.trailing", separators.trailing),
            ]
        }
        for (name, value) in lengths where !(value.isFinite && value >= 0) {
            throw LayoutError(path: path + "." + name, message: "must be a finite number >= 0, got \(value)")
        }
    }
}
