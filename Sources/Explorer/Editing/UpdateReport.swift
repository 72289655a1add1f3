import CollectionLayout

/// What the last batch update did, for the status bar: its counts and the diff time, or
/// the UIKit rule that rejected it.
public struct UpdateReport: Hashable, Sendable {
    /// The batch applied (empty when rejected).
    public var batch: BatchUpdate
    /// How long the snapshot diff took, in microseconds (`nil` for a hand-written batch).
    public var diffMicros: Double?
    /// The rule that rejected the batch, if it was rejected.
    public var rejection: BatchUpdateError?

    /// Creates a report.
    public init(batch: BatchUpdate, diffMicros: Double? = nil, rejection: BatchUpdateError? = nil) {
        self.batch = batch
        self.diffMicros = diffMicros
        self.rejection = rejection
    }

    /// The non-zero counts: "del 1 ins 1 mov 1 rel 1" (items; sections as "sec del 1"),
    /// or in `compact` form "-1 +1 ~1 r1" ("s-1" for sections), with the diff time; or
    /// "rejected: RULE" ("rejected" when compact: the footer names the rule).
    public func text(glyphs: Glyphs, compact: Bool = false) -> String {
        if let rejection { return compact ? "rejected" : "rejected: \(rejection.rule.title)" }
        let b = batch
        let counts: [(String, String, Int)] = [
            ("del ", "-", b.deletedItems.count), ("ins ", "+", b.insertedItems.count),
            ("mov ", "~", b.movedItems.count),
            ("rel ", "r", b.reloadedItems.count + b.reconfiguredItems.count),
            ("sec del ", "s-", b.deletedSections.count), ("sec ins ", "s+", b.insertedSections.count),
            ("sec mov ", "s~", b.movedSections.count),
        ]
        let parts = counts.filter { $0.2 > 0 }.map { (compact ? $0.1 : $0.0) + "\($0.2)" }
        var text = parts.isEmpty ? "no change" : parts.joined(separator: " ")
        if let diffMicros {
            text +=
                compact
                ? " \(Int(diffMicros.rounded())) \(glyphs.micro)"
                : ", diff \(Int(diffMicros.rounded())) \(glyphs.micro)"
        }
        return text
    }
}
