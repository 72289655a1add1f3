/// The position of an element: a section and an item within it.
///
/// Ordered by section, then item, like UIKit's `IndexPath` for collection views.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates an index path.
    @inlinable public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Section first, then item: the order of a collection view's cells.
    @inlinable public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
