/// The per-section insets and spacings every plugin shares, named after
/// `UICollectionViewDelegateFlowLayout`'s values, which the original plugins read.
///
/// Insets are given for a vertical layout; a horizontal layout transposes them
/// (`top` becomes the leading inset along x, `left` the top inset along y).
public struct PluginSpacing: Hashable, Sendable {
    /// Space around the section's items; headers and footers sit outside it.
    public var sectionInset: EdgeInsets
    /// Space between lines (rows of a vertical layout).
    public var minimumLineSpacing: Double
    /// Space between items of a line (between columns).
    public var minimumInteritemSpacing: Double

    /// Creates spacing; the defaults are the scenario format's (10, 10, no inset).
    public init(sectionInset: EdgeInsets = .zero, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10)
    {
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
    }

    /// Throws when a value is negative or not finite; `path` names the plugin spec.
    public func validate(path: String) throws(LayoutError) {
        try PluginValidation.nonNegative(minimumLineSpacing, path: path + ".minimumLineSpacing")
        try PluginValidation.nonNegative(minimumInteritemSpacing, path: path + ".minimumInteritemSpacing")
        try PluginValidation.nonNegative(sectionInset.top, path: path + ".sectionInset.top")
        try PluginValidation.nonNegative(sectionInset.left, path: path + ".sectionInset.left")
        try PluginValidation.nonNegative(sectionInset.bottom, path: path + ".sectionInset.bottom")
        try PluginValidation.nonNegative(sectionInset.right, path: path + ".sectionInset.right")
    }
}
