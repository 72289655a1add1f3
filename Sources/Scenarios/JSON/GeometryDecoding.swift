import CollectionLayout

/// Reading the format's shared geometric values: sizes and insets.
extension JSONObjectNode {
    /// A `{"width": W, "height": H}` member; a missing component takes the default's.
    func size(_ key: String, default defaultValue: Size, _ rule: NumberRule = .nonNegative) throws(ScenarioError)
        -> Size
    {
        guard let node = self[key] else { return defaultValue }
        let o = try node.object()
        return Size(
            width: try o.number("width", default: defaultValue.width, rule),
            height: try o.number("height", default: defaultValue.height, rule))
    }

    /// Insets: a single number for all four edges, or an object with `top`, `left`,
    /// `bottom`, `right` (each default 0). With `directional`, the horizontal keys are
    /// `leading` and `trailing` (compositional layouts) and map to `left` and `right`.
    func insets(
        _ key: String, default defaultValue: EdgeInsets = .zero, directional: Bool = false,
        _ rule: NumberRule = .nonNegative
    ) throws(ScenarioError) -> EdgeInsets {
        guard let node = self[key] else { return defaultValue }
        if case .number = node.value { return EdgeInsets(all: try node.number(rule)) }
        guard case .object = node.value else {
            let keys = directional ? "top, leading, bottom, trailing" : "top, left, bottom, right"
            throw node.mismatch("a number or an object with \(keys)")
        }
        let o = try node.object()
        return EdgeInsets(
            top: try o.number("top", default: 0, rule),
            left: try o.number(directional ? "leading" : "left", default: 0, rule),
            bottom: try o.number("bottom", default: 0, rule),
            right: try o.number(directional ? "trailing" : "right", default: 0, rule))
    }
}
