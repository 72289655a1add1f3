/// Extras of one kind numbered `0, 1, 2, ...`, stored as bare frames (32 bytes each
/// instead of a full ``LayoutAttributes``, 120): items of section 0 (Pinterest's
/// banners), or item 0 of each section in turn (``bySection``: a compositional layout's
/// one header per section). Element `k` is `LayoutAttributes(code: code, indexPath:
/// [0, k], frame: frames[k], zIndex: zIndex)` (`[k, 0]` by section), with alpha 1, not
/// hidden and the identity transform; in either numbering the elements are in dump order.
struct UniformExtras: Sendable {
    /// The category of every element.
    let code: CategoryCode
    /// Element `k`'s frame.
    let frames: [Rect]
    /// True when element `k` is item 0 of section `k`, else item `k` of section 0.
    var bySection = false
    /// The zIndex of every element (a boundary item's is 1 unless set).
    var zIndex = 0

    /// The number of elements.
    var count: Int { frames.count }

    /// Element `k`, from its frame. Complexity: O(1).
    @inline(__always)
    static func attributes(
        _ code: CategoryCode, _ k: Int, _ frame: Rect, bySection: Bool, zIndex: Int
    ) -> LayoutAttributes {
        LayoutAttributes(
            code: code, indexPath: bySection ? IndexPath(item: 0, section: k) : IndexPath(item: k, section: 0),
            frame: frame, zIndex: zIndex)
    }

    /// Element `k`. Precondition: `0 <= k < count`. Complexity: O(1).
    func attributes(at k: Int) -> LayoutAttributes {
        Self.attributes(code, k, frames[k], bySection: bySection, zIndex: zIndex)
    }

    /// `extras` as frames numbered by section, when they are exactly the elements that
    /// form gives (one kind and zIndex, item 0 of sections 0, 1, 2, ... in turn, default
    /// alpha, visibility and transform); else `nil`. Complexity: O(n).
    static func bySection(_ extras: [LayoutAttributes]) -> UniformExtras? {
        guard let first = extras.first else { return nil }
        let (code, z) = (first.code, first.zIndex)
        for (k, e) in extras.enumerated() where e != attributes(code, k, e.frame, bySection: true, zIndex: z) {
            return nil
        }
        return UniformExtras(code: code, frames: extras.map(\.frame), bySection: true, zIndex: z)
    }

    /// Every element, in dump order. Complexity: O(n).
    func all() -> [LayoutAttributes] {
        frames.withUnsafeBufferPointer { f in
            [LayoutAttributes](unsafeUninitializedCapacity: f.count) { out, count in
                for k in 0..<f.count {
                    (out.baseAddress! + k).initialize(
                        to: Self.attributes(code, k, f[k], bySection: bySection, zIndex: zIndex))
                }
                count = f.count
            }
        }
    }

    /// The element of `category` at `indexPath`, or `nil`. Complexity: O(1).
    func element(_ category: CategoryCode, at indexPath: IndexPath) -> LayoutAttributes? {
        let k = bySection ? indexPath.section : indexPath.item
        let other = bySection ? indexPath.item : indexPath.section
        guard category == code, other == 0, k >= 0, k < frames.count else { return nil }
        return attributes(at: k)
    }
}
