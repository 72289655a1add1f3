/// Extras of one kind numbered `0, 1, 2, ...` in section 0, stored as bare frames
/// (32 bytes each instead of a full ``LayoutAttributes``, 120): Pinterest's banners.
/// Element `k` is `LayoutAttributes(code: code, indexPath: [0, k], frame: frames[k])`,
/// with zIndex 0, alpha 1, not hidden and the identity transform; in this numbering the
/// elements are in dump order.
struct UniformExtras: Sendable {
    /// The category of every element.
    let code: CategoryCode
    /// Element `k`'s frame.
    let frames: [Rect]

    /// The number of elements.
    var count: Int { frames.count }

    /// Element `k`, from its frame. Complexity: O(1).
    @inline(__always)
    static func attributes(_ code: CategoryCode, _ k: Int, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(code: code, indexPath: IndexPath(item: k, section: 0), frame: frame)
    }

    /// Element `k`. Precondition: `0 <= k < count`. Complexity: O(1).
    func attributes(at k: Int) -> LayoutAttributes { Self.attributes(code, k, frames[k]) }

    /// Every element, in dump order. Complexity: O(n).
    func all() -> [LayoutAttributes] {
        frames.withUnsafeBufferPointer { f in
            [LayoutAttributes](unsafeUninitializedCapacity: f.count) { out, count in
                for k in 0..<f.count { (out.baseAddress! + k).initialize(to: Self.attributes(code, k, f[k])) }
                count = f.count
            }
        }
    }

    /// The element of `category` at `indexPath`, or `nil`. Complexity: O(1).
    func element(_ category: CategoryCode, at indexPath: IndexPath) -> LayoutAttributes? {
        guard category == code, indexPath.section == 0, indexPath.item >= 0, indexPath.item < frames.count
        else { return nil }
        return attributes(at: indexPath.item)
    }
}
