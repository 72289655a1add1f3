/// The order of a split layout's cells along the vertical axis, by merging its two sides.
///
/// Each side's cells go down the side: a section's cells by lines, and each section below
/// the one before on its side (a skipped section's zero-size cells sit at the other side's
/// cursor, so they belong to that side's run). So the cells of one side, in flat order,
/// have non-decreasing tops, and the whole layout's order by (top, position), which the
/// cell index needs, is a merge of the two runs: O(n), where sorting the interleaved
/// sections cost some 190 instructions per cell (Docs/benchmarks.md, "Prepare path,
/// third wave"). The merge checks each run as it goes and gives up (`nil`: the index
/// sorts) if a top ever goes up within a run.
enum SplitLaneOrder {
    /// The positions of `frames` sorted by (minY, position), when the sections on
    /// `lanes[s] == .left` and those on `.right` (section `s` holding `counts[s]`
    /// consecutive cells) each have non-decreasing tops; else `nil`. Complexity: O(n).
    static func order(of frames: [Rect], counts: [Int], lanes: [SectionSide]) -> [Int32]? {
        let n = frames.count
        guard n > 0, n < Int(Int32.max), counts.count == lanes.count else { return nil }
        var left: [Range<Int>] = []
        var right: [Range<Int>] = []
        left.reserveCapacity(counts.count)
        right.reserveCapacity(counts.count)
        var p = 0
        for (s, count) in counts.enumerated() where count > 0 {
            if lanes[s] == .left { left.append(p..<(p + count)) } else { right.append(p..<(p + count)) }
            p += count
        }
        // One side alone is already in order (the index sees that itself).
        guard p == n, !left.isEmpty, !right.isEmpty else { return nil }
        var failed = false
        let order = frames.withUnsafeBufferPointer { f in
            [Int32](unsafeUninitializedCapacity: n) { out, written in
                var a = Lane(left)
                var b = Lane(right)
                var lastA = -Double.infinity
                var lastB = -Double.infinity
                var k = 0
                while k < n {
                    let takeA: Bool
                    if a.id < 0 {
                        takeA = false
                    } else if b.id < 0 {
                        takeA = true
                    } else {
                        let ya = f[a.id].origin.y
                        let yb = f[b.id].origin.y
                        takeA = ya < yb || (ya == yb && a.id < b.id)
                    }
                    if takeA {
                        let y = f[a.id].origin.y
                        guard y >= lastA else { break }
                        lastA = y
                        out[k] = Int32(truncatingIfNeeded: a.id)
                        a.advance()
                    } else {
                        let y = f[b.id].origin.y
                        guard y >= lastB else { break }
                        lastB = y
                        out[k] = Int32(truncatingIfNeeded: b.id)
                        b.advance()
                    }
                    k += 1
                }
                if k < n {
                    failed = true
                    for i in k..<n { out[i] = 0 }
                }
                written = n
            }
        }
        return failed ? nil : order
    }

    /// The positions of one side, range after range; `id` is -1 past the last.
    private struct Lane {
        let ranges: [Range<Int>]
        var range = 0
        var id: Int

        init(_ ranges: [Range<Int>]) {
            self.ranges = ranges
            id = ranges.first?.lowerBound ?? -1
        }

        mutating func advance() {
            id += 1
            if id == ranges[range].upperBound {
                range += 1
                id = range < ranges.count ? ranges[range].lowerBound : -1
            }
        }
    }
}
