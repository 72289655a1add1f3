/// The order of a split layout's cells along the vertical axis, by merging its two sides.
///
/// Each side's cells go down the side: a section's cells by lines, and each section below
/// the one before on its side (a skipped section's zero-size cells sit at the other side's
/// cursor, so they belong to that side's run). So the cells of one side, in flat order,
/// have non-decreasing tops, and the whole layout's order by (top, position), which the
/// cell index needs, is a merge of the two runs: O(n), where sorting the interleaved
/// sections cost some 190 instructions per cell (Docs/benchmarks.md, "Prepare path,
/// third wave"). The merge checks each run as it goes and gives up (`nil`: the index
/// sorts) if a top ever goes up within a run. It writes the index's sorted edges as it
/// goes (Docs/benchmarks.md, "Prepare path, fourth wave").
enum SplitLaneOrder {
    /// The cell index's arrays, by merging the two sides: the tops of `frames` sorted by
    /// (minY, position), their bottoms in the same order, and the positions in that
    /// order (empty when it is the positions' own order), when the sections on
    /// `lanes[s] == .left` and those on `.right` (section `s` holding `counts[s]`
    /// consecutive cells) each have non-decreasing tops; else `nil`. The merge writes
    /// what the index keeps, so the index neither reads the frames again nor gathers
    /// its edges through the order. Complexity: O(n).
    static func sortedEdges(of frames: [Rect], counts: [Int], lanes: [SectionSide])
        -> (starts: [Double], ends: [Double], order: [Int32])?
    {
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
        var identity = true
        var starts: [Double] = []
        var ends: [Double] = []
        let order = frames.withUnsafeBufferPointer { f in
            [Int32](unsafeUninitializedCapacity: n) { out, written in
                starts = [Double](unsafeUninitializedCapacity: n) { s, startCount in
                    ends = [Double](unsafeUninitializedCapacity: n) { e, endCount in
                        var a = Lane(left)
                        var b = Lane(right)
                        var ya = f[a.id].origin.y
                        var yb = f[b.id].origin.y
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
                                takeA = ya < yb || (ya == yb && a.id < b.id)
                            }
                            let id: Int
                            let y: Double
                            if takeA {
                                guard ya >= lastA else { break }
                                lastA = ya
                                (id, y) = (a.id, ya)
                                a.advance()
                                if a.id >= 0 { ya = f[a.id].origin.y }
                            } else {
                                guard yb >= lastB else { break }
                                lastB = yb
                                (id, y) = (b.id, yb)
                                b.advance()
                                if b.id >= 0 { yb = f[b.id].origin.y }
                            }
                            s[k] = y
                            e[k] = y + f[id].size.height
                            out[k] = Int32(truncatingIfNeeded: id)
                            if id != k { identity = false }
                            k += 1
                        }
                        if k < n {
                            failed = true
                            for i in k..<n {
                                s[i] = 0
                                e[i] = 0
                                out[i] = 0
                            }
                        }
                        endCount = n
                    }
                    startCount = n
                }
                written = n
            }
        }
        return failed ? nil : (starts, ends, identity ? [] : order)
    }

    /// The positions of one side, range after range; `id` is -1 past the last.
    private struct Lane {
        let ranges: [Range<Int>]
        var range = 0
        var id: Int
        /// The end of the current range (read per step instead of the range itself).
        var end: Int

        init(_ ranges: [Range<Int>]) {
            self.ranges = ranges
            id = ranges.first?.lowerBound ?? -1
            end = ranges.first?.upperBound ?? -1
        }

        @inline(__always)
        mutating func advance() {
            id += 1
            if id == end { nextRange() }
        }

        private mutating func nextRange() {
            range += 1
            if range < ranges.count {
                id = ranges[range].lowerBound
                end = ranges[range].upperBound
            } else {
                id = -1
                end = -1
            }
        }
    }
}
