import CollectionLayout

/// Reading the format's shared geometric values: sizes and insets.
extension JSONObjectNode {
    /// A `{"width": W, "height": H}` member; a missing component takes the default's.
    func size(_ key: String, default defaultValue: Size, _ rule: NumberRule = .nonNegative) throws(ScenarioError)
        -> Size
    {
        guard let node = self[key] else { return defaultValue }
        guard let o = try reading(node, or: nil, { (n) throws(ScenarioError) in try n.object() }) else {
            return defaultValue
        }
        o.checkKeys(["width", "height"])
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
        if case .number = node.value {
            return try reading(node, or: defaultValue) { (n) throws(ScenarioError) in
                EdgeInsets(all: try n.number(rule))
            }
        }
        guard case .object(let object) = node.value else {
            let keys = directional ? "top, leading, bottom, trailing" : "top, left, bottom, right"
            try diagnostics.record(node.mismatch("a number or an object with \(keys)"))
            return defaultValue
        }
        let o = JSONObjectNode(object: object, path: node.path, file: file, diagnostics: diagnostics)
        o.checkKeys(directional ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"])
        return EdgeInsets(
            top: try o.number("top", default: 0, rule),
            left: try o.number(directional ? "leading" : "left", default: 0, rule),
            bottom: try o.number("bottom", default: 0, rule),
            right: try o.number(directional ? "trailing" : "right", default: 0, rule))
    }
}
