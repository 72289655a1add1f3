import CollectionLayout
import InertText

/// `tessera dump`: the elements of a scenario's prepared layout as JSON. The command
/// is a thin wrapper around this, so tests exercise the same path.
public enum ScenarioDump {
    /// The elements to print: without a rectangle every element in dump order
    /// (``CollectionViewLayout/allElements(contentOffset:)``); with one, exactly the
    /// elements the layout's visibility query returns, in dump order.
    public static func elements(of loaded: LoadedScenario, options: DumpOptions) -> [LayoutAttributes] {
        guard let rect = options.rect else {
            return loaded.layout.allElements(contentOffset: options.contentOffset)
        }
        var elements: [LayoutAttributes] = []
        loaded.layout.forEachElement(in: rect, contentOffset: options.contentOffset) { elements.append($0) }
        return elements
    }

    /// The dump text of a loaded scenario.
    public static func text(of loaded: LoadedScenario, options: DumpOptions) throws(ScenarioError) -> String {
        var out = ""
        try write(of: loaded, options: options, to: &out)
        return out
    }

    /// Writes the dump of a loaded scenario to `target` as it produces it: the elements
    /// stream from the layout one at a time (with a rectangle, from its visibility
    /// query), so memory stays at the prepared layout's whatever the element count
    /// (what `target` keeps aside).
    /// Nothing is written when the layout produced a non-finite value.
    /// Complexity: O(elements).
    public static func write<Target: TextOutputStream>(
        of loaded: LoadedScenario, options: DumpOptions, to target: inout Target
    ) throws(ScenarioError) {
        do {
            let layout = loaded.layout
            let size = layout.contentSize
            let offset = options.contentOffset
            let data = loaded.scenario.data
            let items = options.items
            let split = layout as? SplitLayout
            let extra = { (e: LayoutAttributes) in
                extraKeys(of: e, in: data, items: items) + styledBackgroundKey(of: e, split: split, in: data)
            }
            if let rect = options.rect {
                try DumpFormatter.write(
                    contentSize: size, forEachElement: { layout.forEachElement(in: rect, contentOffset: offset, $0) },
                    to: &target, extraKeys: extra)
            } else {
                try DumpFormatter.write(
                    contentSize: size, forEachElement: { layout.forEachElement(contentOffset: offset, $0) },
                    to: &target, extraKeys: extra)
            }
        } catch {
            throw ScenarioError(file: loaded.scenario.file, path: "layout", message: error.description)
        }
    }

    /// The data's additive keys of a cell: its `"color"` when its section gives `"colors"`,
    /// and with `items` its item's `"id"` and `"title"` (when it has one), inert as every
    /// dump string. Complexity: O(1) plus the text.
    static func extraKeys(of e: LayoutAttributes, in data: CollectionData, items: Bool) -> String {
        guard e.category == .cell else { return "" }
        var out = ""
        if let color = data.colorName(for: e) { JSONText.appendMember("color", JSONText.quoted(color), to: &out) }
        guard items, let item = data.item(at: e.indexPath) else { return out }
        JSONText.appendMember("id", JSONText.quoted(item.id), to: &out)
        if let title = item.title { JSONText.appendMember("title", JSONText.quoted(title), to: &out) }
        return out
    }

    /// A split layout's background decoration whose colour a style gives (`styles[].background`):
    /// its `"color"` key, inert as every dump string; `""` for anything else (a section's own
    /// `background` is the file's, and is not repeated). Complexity: O(1).
    static func styledBackgroundKey(of e: LayoutAttributes, split: SplitLayout?, in data: CollectionData) -> String {
        guard let split, e.category == .decoration(kind: ElementKind.background),
            let color = split.backgroundColor(ofSection: e.indexPath.section),
            color != data.backgroundColorName(for: e)
        else { return "" }
        return ", \"color\": \(JSONText.quoted(color))"
    }

    /// Loads the file at `path` (with `options.width` replacing the viewport width)
    /// and returns its dump text.
    public static func text(path: String, options: DumpOptions) throws(ScenarioError) -> String {
        var loaded = try LoadedScenario.load(path: path, width: options.width)
        try loaded.setStripOffsets(options.stripOffsets)
        return try text(of: loaded, options: options)
    }

    /// Loads the file at `path` (with `options.width` replacing the viewport width)
    /// and writes its dump to `target` as it produces it (see
    /// ``write(of:options:to:)``).
    public static func write<Target: TextOutputStream>(
        path: String, options: DumpOptions, to target: inout Target
    ) throws(ScenarioError) {
        var loaded = try LoadedScenario.load(path: path, width: options.width)
        try loaded.setStripOffsets(options.stripOffsets)
        try write(of: loaded, options: options, to: &target)
    }
}
