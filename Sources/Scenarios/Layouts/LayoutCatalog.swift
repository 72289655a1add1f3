/// The layouts that can show one scenario's data: what the app's Tab key cycles
/// through.
///
/// The file's own layout (with the file's parameters) keeps its place in registry
/// order; every other registered type that can show the data appears with its
/// default parameters (flow always; mosaic and pinterest only for one section; types
/// added to ``LayoutRegistry`` later join automatically).
public struct LayoutCatalog: Sendable {
    /// One layout choice.
    public struct Entry: Sendable {
        /// The `"type"` value.
        public var typeName: String
        /// The parameters: the file's for its own type, defaults for the others.
        public var spec: any LayoutSpec
        /// True for the layout the file names.
        public var isFromFile: Bool
    }

    /// The choices, in registry order.
    public let entries: [Entry]

    /// The catalog for `scenario`. Complexity: O(types x sections).
    public init(scenario: Scenario) {
        let fileType = scenario.layout.typeName
        var entries = LayoutRegistry.defaultSpecs(for: scenario)
            .filter { $0.typeName != fileType }
            .map { Entry(typeName: $0.typeName, spec: $0, isFromFile: false) }
        let own = Entry(typeName: fileType, spec: scenario.layout, isFromFile: true)
        let order = LayoutRegistry.typeNames
        if let rank = order.firstIndex(of: fileType) {
            let position = entries.firstIndex { (order.firstIndex(of: $0.typeName) ?? 0) > rank } ?? entries.count
            entries.insert(own, at: position)
        } else {
            entries.insert(own, at: 0)
        }
        self.entries = entries
    }

    /// The `"type"` values of the choices, in order.
    public var typeNames: [String] { entries.map(\.typeName) }

    /// The position of `typeName`, if it is a choice.
    public func index(of typeName: String) -> Int? {
        entries.firstIndex { $0.typeName == typeName }
    }

    /// The choice after `typeName`, wrapping around (the first choice when
    /// `typeName` is not in the catalog).
    public func entry(after typeName: String) -> Entry {
        guard let i = index(of: typeName) else { return entries[0] }
        return entries[(i + 1) % entries.count]
    }
}
