import CollectionLayout

/// A layout whose queries run somewhere else and are timed there: `tessera preview`'s
/// layout, whose `layoutAttributesForElements(in:)` runs in the preview's own process.
/// The status bar shows that time (the user's code) rather than the round trip.
public protocol SelfTimedLayout: CollectionViewLayout {
    /// Seconds the last query took where it ran, or `nil` when it is not known.
    var lastQuerySeconds: Double? { get }
}
