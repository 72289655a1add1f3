/// Changing an index in place when a run of its elements gets new extents and every
/// element after the run moves by the same distance: what a compositional layout's
/// one-item relayout does to the index chunk of the changed row (Docs/layouts.md, "One
/// measured size"). Rebuilding the chunk's index instead copied its arrays and
/// recomputed every part of it (Docs/benchmarks.md, "Prepare path, third wave").
extension VisibilityIndex {
    /// Gives elements `first ..< first + newStarts.count` the extents `newStarts[j] ...
    /// newEnds[j]` and moves every element after them by `delta` (`e + delta`, as the
    /// caller moves their frames), leaving the index exactly as a build from the new
    /// extents would. Returns `false`, and changes nothing, when the index keeps its own
    /// order (its elements were not sorted by start) or the new extents are out of
    /// order with their neighbours: the caller then builds the index again.
    /// Complexity: O(elements from `first` on / ``fanout`` + blocks), plus the moves.
    mutating func replace(
        from first: Int, starts newStarts: [Double], ends newEnds: [Double], shiftingRestBy delta: Double
    ) -> Bool {
        let n = newStarts.count
        let count = starts.count
        let upper = first + n
        guard order.isEmpty, newEnds.count == n, first >= 0, upper <= count else { return false }
        // The new extents must keep the starts sorted (the rest moves as one block).
        for j in 0..<n {
            let previous = j > 0 ? newStarts[j - 1] : (first > 0 ? starts[first - 1] : -Double.infinity)
            if newStarts[j] < previous { return false }
        }
        if upper < count, n > 0, starts[upper] + delta < newStarts[n - 1] { return false }
        starts.withUnsafeMutableBufferPointer { s in
            ends.withUnsafeMutableBufferPointer { e in
                for j in 0..<n {
                    s[first + j] = newStarts[j]
                    e[first + j] = newEnds[j]
                }
                if delta != 0 {
                    for k in upper..<count {
                        s[k] += delta
                        e[k] += delta
                    }
                }
            }
        }
        guard count > 0 else { return true }
        // Leaves: the blocks holding the new extents are measured again, the blocks after
        // them move (a maximum of moved ends is the moved maximum: rounding is monotonic).
        let blockSize = Self.blockSize
        let blocks = (count + blockSize - 1) / blockSize
        let firstBlock = first / blockSize
        let lastChanged = Swift.min(blocks - 1, upper / blockSize)
        let base = leafBase
        ends.withUnsafeBufferPointer { e in
            tree.withUnsafeMutableBufferPointer { t in
                for b in firstBlock...lastChanged {
                    var m = -Double.infinity
                    let end = Swift.min(count, (b + 1) * blockSize)
                    for j in (b * blockSize)..<end where e[j] > m { m = e[j] }
                    t[base + b] = m
                }
                if delta != 0 && lastChanged + 1 < blocks {
                    for b in (lastChanged + 1)..<blocks { t[base + b] += delta }
                }
                var node = base - 1
                while node >= 1 {
                    t[node] = Swift.max(t[2 * node], t[2 * node + 1])
                    node -= 1
                }
            }
        }
        tree.withUnsafeBufferPointer { t in
            reach.withUnsafeMutableBufferPointer { r in
                var running = firstBlock > 0 ? r[firstBlock - 1] : -Double.infinity
                for b in firstBlock..<blocks {
                    running = Swift.max(running, t[base + b])
                    r[b] = running
                }
            }
        }
        // Samples: level l holds the starts at multiples of fanout^(l + 1).
        let fanout = Self.fanout
        starts.withUnsafeBufferPointer { s in
            samples.withUnsafeMutableBufferPointer { samples in
                var stride = fanout
                for level in 0..<(sampleLevels.count - 1) {
                    let low = sampleLevels[level]
                    let high = sampleLevels[level + 1]
                    var i = (first + stride - 1) / stride
                    while low + i < high {
                        samples[low + i] = s[i * stride]
                        i += 1
                    }
                    stride *= fanout
                }
            }
        }
        return true
    }

    /// The lowest start and highest end of the elements ((0, 0) when empty), read off
    /// the index when its elements are in id order. Complexity: O(1).
    var sortedExtent: (start: Double, end: Double)? {
        guard order.isEmpty else { return nil }
        guard let first = starts.first else { return (0, 0) }
        return (first, tree[1])
    }
}
