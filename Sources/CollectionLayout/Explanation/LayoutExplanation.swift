/// Why an element is where it is, in its layout family's own terms: the answer of
/// ``DebuggableLayout/explanation(for:contentOffset:)``.
///
/// An explanation is data (a list of ``Reason``s), re-derived on demand from the prepared
/// layout and its configuration; layouts never store one per element. Ordinals in the
/// reasons are 1-based, as people count ("column 1" is the leftmost column, "group 2" the
/// second group of its section); index paths stay 0-based elsewhere.
public struct LayoutExplanation: Hashable, Sendable, CustomStringConvertible {
    /// One reason, in a family's terms.
    public enum Reason: Hashable, Sendable {
        /// Pinterest, Plugin's staggered columns: the item went to `column` (1-based) of
        /// `columns`; `shortest` when it was chosen as the shortest column, whose bottom
        /// was at `top` (plugin columns are filled round-robin instead).
        case column(Int, of: Int, shortest: Bool, top: Double)
        /// Pinterest: banner `number` (1-based) follows item `afterItem` (1-based) across
        /// every column, below the tallest one (at `top`).
        case banner(Int, afterItem: Int, top: Double)
        /// Flow: line `line` (1-based) of its section, place `place` of the `count`
        /// items on that line.
        case line(Int, place: Int, of: Int)
        /// Mosaic: band `band` (1-based) uses the pattern `segment`; the item fills slot
        /// `slot` of its `slots` tiles.
        case segment(String, band: Int, slot: Int, of: Int)
        /// Split: the section is on `side`, which takes `ratio` of the width for the left.
        case side(SectionSide, ratio: Double)
        /// Plugin: the section is arranged by the plugin named `plugin`.
        case plugin(String)
        /// Compositional: section `section` (1-based), group `group` (1-based; `nil` when
        /// the number of items per group depends on the data), laid out `arrangement`
        /// (horizontal, vertical, custom) with width `width`, the item `item` (1-based;
        /// `nil` when unknown) in it.
        case group(section: Int, group: Int?, arrangement: String, width: String, item: Int?)
        /// A supplementary view of `kind` held at the viewport's edge at this offset, by
        /// the effect or setting `by` (sticky, pinToVisibleBounds).
        case pinned(kind: String, by: String)
        /// A supplementary view or decoration that belongs to its section as a whole
        /// (header, footer, background), `section` 1-based.
        case ofSection(kind: String, section: Int)
    }

    /// The reasons, most important first.
    public var reasons: [Reason]

    /// Creates an explanation.
    public init(_ reasons: [Reason]) {
        self.reasons = reasons
    }

    /// The reasons in words, joined with "; ": "column 2 was the shortest (y 812)".
    public var description: String {
        reasons.map(Self.words).joined(separator: "; ")
    }

    /// One reason in words.
    public static func words(_ reason: Reason) -> String {
        switch reason {
        case .column(let c, let n, let shortest, let top):
            return shortest ? "column \(c) was the shortest (y \(number(top)))" : "column \(c) of \(n), round-robin"
        case .banner(let n, let after, let top):
            return "banner \(n) after item \(after), under the tallest column (y \(number(top)))"
        case .line(let line, let place, let count):
            return "line \(line), item \(place) of \(count) on it"
        case .segment(let name, let band, let slot, let slots):
            return "segment \(name), slot \(slot) of \(slots) (band \(band))"
        case .side(let side, let ratio):
            return "\(side.rawValue) side, ratio \(number(ratio))"
        case .plugin(let name):
            return name
        case .group(let section, let group, let arrangement, let width, let item):
            var text = "section \(section), group"
            if let group { text += " \(group)" }
            text += " (\(arrangement), \(width))"
            if let item { text += ", item \(item)" }
            return text
        case .pinned(let kind, let by):
            return "\(by) \(kind) pinned"
        case .ofSection(let kind, let section):
            return "\(kind) of section \(section)"
        }
    }

    /// `value` with at most two decimals and no trailing `.0` (no Foundation).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

extension StoreBackedLayout {
    /// The reason for a supplementary view that the layout moved for `contentOffset`
    /// (its adjusted frame differs from the prepared one), or `nil`. Complexity:
    /// O(log extras).
    func pinnedReason(for key: ElementKey, contentOffset: Point, by name: String) -> LayoutExplanation.Reason? {
        guard case .supplementary(let kind) = key.category, hasOffsetDependentElements,
            let stored = store.extra(key.category, at: key.indexPath),
            let adjusted = supplementary(ofKind: kind, at: key.indexPath, contentOffset: contentOffset),
            adjusted.frame != stored.frame
        else { return nil }
        return .pinned(kind: kind, by: name)
    }

    /// ``LayoutExplanation/Reason/ofSection(kind:section:)`` for a supplementary view or
    /// decoration that exists in the store, or `nil`.
    func sectionReason(for key: ElementKey) -> LayoutExplanation.Reason? {
        guard let kind = key.category.kind, store.extra(key.category, at: key.indexPath) != nil else { return nil }
        return .ofSection(kind: kind, section: key.indexPath.section + 1)
    }
}
