/// What the user's batch updates left behind: the last batch (the status bar shows it),
/// whether the latest change was an update or a parameter, and the counters that make
/// shuffles, random snapshots and new identifiers reproducible.
public struct UpdateHistory: Sendable {
    /// The last batch update, or `nil` before any (and after a switch or a reload).
    public internal(set) var lastUpdate: UpdateReport?
    /// True when the user's latest change was an update (the status bar shows the batch
    /// before the parameters), false after a parameter change.
    public internal(set) var lastActionWasUpdate = false
    /// Counts updates, for reproducible shuffles and random snapshots and the rejected
    /// batch examples.
    var updateCount = 0
    /// Counts new items and sections, for their identifiers and titles ("New 3").
    var newIdentifierCount = 0

    /// No update yet.
    public init() {}

    /// Shows `report` as the latest change. Complexity: O(1).
    mutating func record(_ report: UpdateReport) {
        lastUpdate = report
        lastActionWasUpdate = true
    }

    /// A parameter changed after the last update: the status bar shows the parameters
    /// first again. Complexity: O(1).
    mutating func parameterChanged() { lastActionWasUpdate = false }

    /// Forgets the last batch (another scenario or file version shows). Complexity: O(1).
    mutating func forgetLastUpdate() { lastUpdate = nil }

    /// The number of the next update (0 first), counted. Complexity: O(1).
    mutating func nextUpdateNumber() -> Int {
        defer { updateCount += 1 }
        return updateCount
    }

    /// The number of the next new item or section (1 first), counted. Complexity: O(1).
    mutating func nextIdentifierNumber() -> Int {
        newIdentifierCount += 1
        return newIdentifierCount
    }
}
