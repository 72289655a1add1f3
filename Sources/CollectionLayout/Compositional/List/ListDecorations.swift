/// What a list section adds around its rows once they are placed: separators, row
/// backgrounds and the padding above its header (``ListConfiguration``, resolved for one
/// container width). ``LayoutSection/list(using:layoutEnvironment:)`` sets it; the
/// compositional builder calls ``append(rows:section:axis:to:)`` after the section's cells.
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
    /// The configuration the section was made from, to make it again for another
    /// environment.
    var configuration: ListConfiguration

    /// The separator's height in points (UIKit draws a hairline; one point is the
    /// smallest size that keeps its own place on every scale).
    static let separatorThickness = 1.0

    /// Appends the separators and backgrounds of section `section`, whose cells are
    /// `rows` in item order, to `extras`. A list only decorates a vertical layout; in a
    /// horizontal one it adds nothing. Complexity: O(rows).
    func append(rows: ArraySlice<Rect>, section: Int, axis: Axis, to extras: inout [LayoutAttributes]) {
        guard axis == .vertical, let first = rows.first else { return }
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
                    category: .decoration(kind: kind), indexPath: IndexPath(item: 0, section: section), frame: union,
                    zIndex: -1))
        case .eachRow(let kind):
            for (i, r) in rows.enumerated() {
                extras.append(
                    LayoutAttributes(
                        category: .decoration(kind: kind), indexPath: IndexPath(item: i, section: section), frame: r,
                        zIndex: -1))
            }
        }
        guard let separators, separators.visibility != .hidden else { return }
        let last = rows.count - 1
        for (i, r) in rows.enumerated() where i < last || separators.visibility == .visible {
            let x = r.minX + separators.leading
            let width = max(0, r.maxX - separators.trailing - x)
            let height = min(Self.separatorThickness, r.height)
            extras.append(
                LayoutAttributes(
                    category: .decoration(kind: ElementKind.separator), indexPath: IndexPath(item: i, section: section),
                    frame: Rect(x: min(x, r.maxX), y: r.maxY - height, width: width, height: height)))
        }
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
