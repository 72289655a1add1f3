/// The step between trimming and hashing in ``ItemMatcher``: a walk along the untrimmed
/// middles of a surviving section pair that links the equal items it meets in step, so
/// only the items it cannot place are hashed.
extension ItemMatcher {
    /// How far ahead, on either side, the walk looks for the other side's item after a
    /// mismatch.
    @inlinable static var walkWindow: Int { 8 }

    /// Links, in the maps, the items of old section `s`'s and new section `t`'s middles
    /// (``oldMiddle``, ``newMiddle``) that are equal where the two lists run in step, and
    /// returns how many pairs it linked. After a mismatch it looks up to ``walkWindow``
    /// items ahead for the new item among the old ones and for the old item among the new
    /// ones, skips to the nearer of the two (the skipped items are left for hashing), or
    /// steps past both when neither is near. It stops early on a section that is mostly
    /// out of step (more mismatches than 64 plus half the links), leaving the rest for
    /// hashing.
    ///
    /// With unique identifiers (the contract), each identifier is on each side at most
    /// once, so a link made here is the very pair hashing would make and the maps come
    /// out the same; only the hashing is saved. With repeated identifiers every index is
    /// still linked at most once.
    ///
    /// Complexity: O(middle) comparisons, plus O(``walkWindow``) per mismatch; no hashing.
    @inlinable mutating func walk(old s: Int, new t: Int) -> Int {
        let oldRange = oldMiddle[s]
        let newRange = newMiddle[t]
        guard !oldRange.isEmpty, !newRange.isEmpty else { return 0 }
        let ob = oldBase[s]
        let nb = newBase[t]
        let window = Self.walkWindow
        var linked = 0
        let old = oldItems[s]
        let new = newItems[t]
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
            newToOld.withUnsafeMutableBufferPointer { newToOld in
                old.withUnsafeBufferPointer { a in
                    new.withUnsafeBufferPointer { b in
                        var p = oldRange.lowerBound
                        var q = newRange.lowerBound
                        let pEnd = oldRange.upperBound
                        let qEnd = newRange.upperBound
                        var misses = 0
                        while p < pEnd && q < qEnd {
                            if a[p] == b[q] {
                                oldToNew[ob &+ p] = Int32(truncatingIfNeeded: nb &+ q)
                                newToOld[nb &+ q] = Int32(truncatingIfNeeded: ob &+ p)
                                linked &+= 1
                                p &+= 1
                                q &+= 1
                                continue
                            }
                            misses &+= 1
                            if misses > 64 &+ linked >> 1 { break }
                            // The new item among the next old ones, then the old item among
                            // the new ones nearer than that.
                            var skipOld = 0
                            var i = p &+ 1
                            let oldLimit = min(pEnd, p &+ 1 &+ window)
                            while i < oldLimit {
                                if a[i] == b[q] {
                                    skipOld = i &- p
                                    break
                                }
                                i &+= 1
                            }
                            var skipNew = 0
                            var j = q &+ 1
                            let newLimit = min(qEnd, skipOld > 0 ? q &+ skipOld : q &+ 1 &+ window)
                            while j < newLimit {
                                if b[j] == a[p] {
                                    skipNew = j &- q
                                    break
                                }
                                j &+= 1
                            }
                            if skipNew > 0 {
                                q &+= skipNew
                            } else if skipOld > 0 {
                                p &+= skipOld
                            } else {
                                p &+= 1
                                q &+= 1
                            }
                        }
                    }
                }
            }
        }
        return linked
    }
}
