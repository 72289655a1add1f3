extension Array where Element == Int {
    /// For ascending boundaries (the first positions of `count - 1` runs, then where the
    /// last one ends, as a layout's section starts), the run holding `position`: the last
    /// `i < count - 1` with `self[i] <= position`. An empty run shares its start with the
    /// next one, so the run found is never empty when `position` is inside the runs; a
    /// position before the first run gives 0, one past the end the last run.
    /// Complexity: O(log count).
    func run(holding position: Int) -> Int {
        var low = 0
        var high = count - 1
        while high - low > 1 {
            let mid = (low + high) >> 1
            if self[mid] <= position { low = mid } else { high = mid }
        }
        return low
    }
}
