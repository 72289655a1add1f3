import CollectionLayout

extension SizeExamination {
    /// When `layoutAttributesForItem(at:)` gave some item a non-finite frame or alpha
    /// (lookups never call `CGRect.intersects`), adds one `non-finite-value` finding per
    /// such item (up to the per-rule limit), the first one saying that the examination at
    /// this size then stopped with `stop` as a consequence, and returns true. Returns false
    /// (nothing added) when every looked-up item is finite: `stop` is then unexplained.
    /// Complexity: O(n) over the items.
    mutating func reportNonFinite(
        lookups: [IndexPath: LayoutAttributes], paths: [IndexPath], stop: DoctorError
    ) -> Bool {
        let bad = paths.compactMap { lookups[$0] }.filter { !Geometry.isFinite($0) }
        guard !bad.isEmpty else { return false }
        stoppedByNonFinite = true
        let reason = stop.message.split(separator: "\n").first.map(String.init) ?? stop.message
        var cleaned = reason.hasPrefix("error: ") ? String(reason.dropFirst(7)) : reason
        let pointer = " (tessera doctor names the item)"
        if cleaned.hasSuffix(pointer) { cleaned.removeLast(pointer.count) }
        for (n, e) in bad.prefix(findingsPerRule).enumerated() {
            let what = e.alpha.isFinite ? "frame \(Geometry.text(e.frame))" : "alpha \(Geometry.number(e.alpha))"
            var message = "layoutAttributesForItem(at:) gives item \(e.indexPath) the \(what) \(sizeText)"
            if n == 0 {
                if bad.count > findingsPerRule { message += " (\(bad.count) items in all)" }
                message += "; the examination at this size then stopped, a consequence of this value: \(cleaned)"
                if !cleaned.contains("CGRect.intersects") {
                    message +=
                        " (on Linux, Foundation's CGRect.intersects traps on a NaN frame where UIKit returns false)"
                }
            }
            add(DoctorFinding(rule: .nonFiniteValue, message: message, size: size, element: e))
        }
        return true
    }
}
