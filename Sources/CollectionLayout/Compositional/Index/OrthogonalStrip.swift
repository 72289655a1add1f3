/// A prepared orthogonal section: its groups laid along the cross axis in a strip that
/// scrolls on its own. The viewer scrolls a strip by passing its offset in a
/// ``ScrollPosition`` (``ScrollPosition/orthogonalOffsets``) and lets it settle on
/// ``restingOffset(nearest:)``.
///
/// Strip coordinates: an offset of 0 shows the strip's content from its leading edge
/// (the section's leading content inset comes first, then group 0). A cell's frame at
/// strip offset `p` is its frame at offset 0 moved by `-p` along ``axis``.
public struct OrthogonalStrip: Sendable {
    /// The section.
    public let section: Int
    /// The section's behaviour (never `.none`).
    public let behavior: OrthogonalScrollingBehavior
    /// The strip's scroll axis: the layout's cross axis.
    public let axis: Axis
    /// The strip's visible area in content coordinates: the layout's full cross extent,
    /// and the group band along the main axis.
    public let frame: Rect
    /// The length of the strip's scrolling content along ``axis``: leading inset,
    /// groups and spacings, trailing inset.
    public let contentLength: Double
    let groups: GroupRun
    /// Flat positions of the section's cells.
    let cells: Range<Int>
    /// The main-axis range covering every cell of the strip (indexed by the layout).
    let band: (start: Double, end: Double)
    /// Cross-axis extents of the section's cells at offset 0 (ids = item indexes), or
    /// `nil` when both cross edges of the cells ascend in item order (a row of groups):
    /// the cells overlapping a band are then one run, found by searching the frames
    /// (``StripRecord/forEachRowCell(overlapping:_:cross:frames:_:)``), and the strip
    /// stores nothing per cell.
    let cellIndex: VisibilityIndex?

    /// Flat position of the section's first cell.
    var firstCell: Int { cells.lowerBound }

    /// The same strip moved by `d` along the layout's main axis `main` (a measured size
    /// changed a section before it); its cells' index across the main axis is unchanged.
    func moved(by d: Double, along main: Axis) -> OrthogonalStrip {
        var f = frame
        f.origin[main] += d
        return OrthogonalStrip(
            section: section, behavior: behavior, axis: axis, frame: f, contentLength: contentLength, groups: groups,
            cells: cells, band: (band.start + d, band.end + d), cellIndex: cellIndex)
    }

    /// The strip's visible length along ``axis``.
    public var viewportLength: Double { frame.size[axis] }

    /// The number of groups in the strip.
    public var groupCount: Int { groups.count }

    /// The leading edge of group `k` in strip coordinates, or `nil` when out of range.
    public func groupStart(_ k: Int) -> Double? { k >= 0 && k < groups.count ? groups.start(k) : nil }

    /// The offsets the strip can scroll to: `0 ... max(0, contentLength - viewportLength)`,
    /// or for ``OrthogonalScrollingBehavior/groupPagingCentered`` from the first group
    /// centred to the last group centred.
    public var offsetRange: ClosedRange<Double> {
        if behavior == .groupPagingCentered {
            guard groups.count > 0 else { return 0...0 }
            return centered(0)...max(centered(0), centered(groups.count - 1))
        }
        return 0...max(0, contentLength - viewportLength)
    }

    /// Where the strip rests before the user scrolls it: its first resting offset, the
    /// start of ``offsetRange`` (0, except that a `groupPagingCentered` strip starts with
    /// its first group centred, at a negative offset when the group is narrower than the
    /// strip). This is the first resting offset rather than the one nearest 0, which
    /// for groups narrower than half the strip would be the second group's.
    public var initialOffset: Double { offsetRange.lowerBound }

    /// The resting offset nearest `proposed` (ties go to the smaller offset), within
    /// ``offsetRange``:
    /// * `continuous`: any offset;
    /// * `continuousGroupLeadingBoundary`, `groupPaging`: a group's leading edge where the
    ///   first group's is at rest (multiples of group extent + inter-group spacing);
    /// * `paging`: multiples of the visible length;
    /// * `groupPagingCentered`: a group centred in the visible length
    ///   (`start + extent / 2 - viewportLength / 2`).
    /// The end of the range is a resting offset too. Complexity: O(log groups).
    public func restingOffset(nearest proposed: Double) -> Double {
        let range = offsetRange
        let p = proposed.isFinite ? min(max(proposed, range.lowerBound), range.upperBound) : range.lowerBound
        switch behavior {
        case .none, .continuous:
            return p
        case .continuousGroupLeadingBoundary, .groupPaging:
            guard groups.count > 0 else { return p }
            let first = groups.start(0)
            return nearest(p, count: groups.count, range: range) { groups.start($0) - first }
        case .paging:
            let page = viewportLength
            guard page > 0 else { return p }
            let pages = Int((range.upperBound / page).rounded(.up)) + 1
            return nearest(p, count: pages, range: range) { Double($0) * page }
        case .groupPagingCentered:
            guard groups.count > 0 else { return p }
            return nearest(p, count: groups.count, range: range) { centered($0) }
        }
    }

    private func centered(_ k: Int) -> Double {
        groups.start(k) + groups.extent(k) / 2 - viewportLength / 2
    }

    /// The candidate (clamped into `range`) nearest `p` among ascending `value(k)`.
    private func nearest(_ p: Double, count: Int, range: ClosedRange<Double>, _ value: (Int) -> Double) -> Double {
        func clamp(_ v: Double) -> Double { min(max(v, range.lowerBound), range.upperBound) }
        var low = 0
        var high = count - 1
        if value(high) <= p {
            low = high
        } else {
            while high - low > 1 {
                let mid = (low + high) >> 1
                if value(mid) <= p { low = mid } else { high = mid }
            }
        }
        let a = clamp(value(low))
        guard low + 1 < count else { return a }
        let b = clamp(value(low + 1))
        return abs(b - p) < abs(p - a) ? b : a
    }
}
