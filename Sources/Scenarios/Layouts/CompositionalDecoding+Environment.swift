import CollectionLayout
import InertText

/// The compositional grammar's keys for the view's guides, the content insets
/// references, the declarative visible-items effect, and the warning for insets along
/// an estimated axis.
extension CompositionalDecoding {
    /// ENVIRONMENT = {"safeArea": INSETS, "layoutMargins": INSETS, "readableWidth": number > 0};
    /// every key optional (no safe area, 8-point margins, 672).
    static func guides(_ node: JSONNode) throws(ScenarioError) -> ContainerGuides {
        let o = try node.object()
        o.checkKeys(["safeArea", "layoutMargins", "readableWidth"])
        let defaults = ContainerGuides()
        return ContainerGuides(
            safeAreaInsets: try o.insets("safeArea", directional: true),
            layoutMargins: try o.insets("layoutMargins", default: defaults.layoutMargins, directional: true),
            maximumReadableWidth: try o.number("readableWidth", default: defaults.maximumReadableWidth, .positive))
    }

    /// EFFECT = {"scale": {"minimum": m}, "alpha": {"minimum": m}} with each m in 0 ... 1,
    /// at least one of the two; the engine's ``VisibleItemsEffect`` along `axis`.
    static func visibleItemsEffect(_ node: JSONNode, axis: Axis) throws(ScenarioError) -> VisibleItemsEffect {
        let o = try node.object()
        o.checkKeys(["scale", "alpha"])
        guard o.has("scale") || o.has("alpha") else { throw node.error("give \"scale\", \"alpha\" or both") }
        func minimum(_ key: String) throws(ScenarioError) -> Double? {
            guard let n = o[key] else { return nil }
            let inner = try n.object()
            inner.checkKeys(["minimum"])
            let m = try inner.required("minimum")
            let value = try m.number(.nonNegative)
            guard value <= 1 else { throw m.error("must be a number from 0 to 1, got \(JSONText.number(value))") }
            return value
        }
        return VisibleItemsEffect(axis: axis, minimumScale: try minimum("scale"), minimumAlpha: try minimum("alpha"))
    }

    /// Warns (at `o`'s `contentInsets`) when an item's insets lie along an estimated
    /// axis, where UIKit and the engine ignore them
    /// (``LayoutGroup/estimatedAxisInsetWarnings(path:)``).
    static func warnAboutEstimatedAxisInsets(_ item: LayoutItem, at o: JSONObjectNode) {
        let probe = LayoutGroup.horizontal(size: item.size, subitems: [item])
        for warning in probe.estimatedAxisInsetWarnings(path: "") {
            o.diagnostics.warn(
                ScenarioError(file: o.file, path: o.path.appending("contentInsets"), message: warning.message))
        }
    }
}
