/// An ``ElementCategory`` in four bytes, as ``LayoutAttributes`` stores it: the category
/// in the low two bits (0 cell, 1 supplementary, 2 decoration, which is also their dump
/// order) and the kind's index in ``ElementKindTable`` above them.
///
/// It holds no reference, so attributes copy, move and free without reference counting
/// (a `String` in every attribute cost each returned element a release and every copy a
/// value-witness call). Two codes are equal exactly when their categories are.
@usableFromInline
struct CategoryCode: Hashable, Sendable {
    @usableFromInline let raw: UInt32

    @inline(__always) init(raw: UInt32) { self.raw = raw }

    /// The code of `category` (adding its kind to the table when new).
    /// Complexity: O(1) for cells and the well-known kinds.
    @usableFromInline
    init(_ category: ElementCategory) {
        switch category {
        case .cell: raw = 0
        case .supplementary(let kind): raw = ElementKindTable.index(of: kind) << 2 | 1
        case .decoration(let kind): raw = ElementKindTable.index(of: kind) << 2 | 2
        }
    }

    /// A cell's code. (Computed, like the codes below, so that no lazy global is read.)
    @inline(__always) static var cell: CategoryCode { CategoryCode(raw: 0) }
    /// A header's code (``ElementKindTable/header``, supplementary).
    @inline(__always) static var header: CategoryCode { CategoryCode(raw: ElementKindTable.header << 2 | 1) }
    /// A footer's code.
    @inline(__always) static var footer: CategoryCode { CategoryCode(raw: ElementKindTable.footer << 2 | 1) }
    /// A list separator's code (a decoration).
    @inline(__always) static var separator: CategoryCode {
        CategoryCode(raw: ElementKindTable.separator << 2 | 2)
    }

    /// True for a cell.
    @inline(__always) var isCell: Bool { raw == 0 }
    /// True for a supplementary view.
    @inline(__always) var isSupplementary: Bool { raw & 3 == 1 }

    /// The category. Complexity: O(1); a kind beyond the well-known ones is read under
    /// the table's lock.
    var category: ElementCategory {
        switch raw & 3 {
        case 0: return .cell
        case 1: return .supplementary(kind: ElementKindTable.kind(at: raw >> 2))
        default: return .decoration(kind: ElementKindTable.kind(at: raw >> 2))
        }
    }

    /// ``ElementCategory``'s order (cells, supplementary views, decorations; kinds by
    /// name) on codes. Complexity: O(1) unless two different kinds beyond the well-known
    /// ones are compared (then by name).
    @inline(__always)
    func precedes(_ other: CategoryCode) -> Bool {
        let (l, r) = (raw & 3, other.raw & 3)
        if l != r { return l < r }
        return raw != other.raw && ElementKindTable.precedes(raw >> 2, other.raw >> 2)
    }
}
