/// How the flow and grid plugins distribute a line's free space (PluginLayout's
/// `FlowLayoutAlignment`).
public enum FlowAlignment: String, Hashable, Sendable, CaseIterable {
    /// Justified like `UICollectionViewFlowLayout`: the free space goes between the
    /// items; a line holding a single item is centred; the last line is left-aligned
    /// and not centred vertically.
    case `default`
    /// Items packed at the start of the line.
    case start
    /// Items centred in the line.
    case center
    /// Items packed at the end of the line.
    case end
}
