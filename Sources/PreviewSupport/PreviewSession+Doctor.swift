import CollectionLayout
import PreviewWire

/// What `tessera doctor` asks of a preview beyond what the explorer does: its own data
/// source in front of the user's, scaled or changed by doctor's own update steps.
extension PreviewSession {
    /// Puts doctor's data source in front of the user's: about `items` items (0: the
    /// user's own counts), doctor's update steps `0..<afterSteps` applied to the counts;
    /// the collection view reloads its data. Returns the label of each of doctor's update
    /// steps (an insert, a delete, both). Complexity: O(items) in the child.
    @discardableResult
    public func doctorData(items: Int, afterSteps: Int) throws(PreviewFailure) -> [String] {
        let answer = try process.send(.doctorData(items: items, afterSteps: afterSteps))
        try refreshShape()
        return Array(answer.calls.dropFirst())
    }

    /// Doctor's update step `step` through `performBatchUpdates` (the layout's
    /// `prepare(forCollectionViewUpdates:)` and `prepare()`); returns the content size
    /// and the time the batch took in the child, in nanoseconds.
    public func doctorStep(_ step: Int) throws(PreviewFailure) -> (Size, Int) {
        let answer = try process.send(.doctorStep(step))
        try refreshShape()
        let size = answer.numbers.count >= 2 ? Size(width: answer.numbers[0], height: answer.numbers[1]) : .zero
        return (size, answer.nanoseconds)
    }
}
