import CollectionLayout
import InertText

/// A layout type's parameters as a scenario file gives them in `"layout"`, and the
/// engine layout they configure.
///
/// Each layout type lives in its own file (`FlowSpec.swift`, `PinterestSpec.swift`,
/// ...) and is listed once in ``LayoutRegistry``.
///
/// ## Adding a layout type
/// 1. Add `Sources/Scenarios/Layouts/<Name>Spec.swift` with a public struct that
///    conforms to `DecodableLayoutSpec` (module-internal; it refines ``LayoutSpec``):
///    - `static let typeName = "<type>"`: the `"type"` value of the format;
///    - `init(decoding layout: JSONObjectNode) throws(ScenarioError)`: read each
///      parameter with the node's accessors (`number(_:default:_:)`,
///      `integer(_:default:in:)`, `bool(_:default:)`, `oneOf(_:default:)`,
///      `size(_:default:)`, `insets(_:default:directional:)`, `optionalObject(_:)`,
///      `self["key"]?.array()` ...), which validate the value and name its JSON path
///      (`layout.sections[1].columns`) in errors;
///    - `static func defaultSpec(for scenario: Scenario) -> Self?`: the spec with
///      default parameters that the app's Tab key switches to, or `nil` when this
///      type cannot show that scenario's data;
///    - `func makeConfiguration() -> any LayoutConfiguration`: the engine layout's
///      configuration (its family's `Configuration`), prepared for each context;
///    - optionally `func validate(_ scenario: Scenario) throws(ScenarioError)` when
///      the type cannot place every data shape (for example "exactly one section");
///      the error's path is usually `sections`.
/// 2. Add `<Name>Spec.self` to ``LayoutRegistry/types`` (the order there is the
///    order of the Tab key's cycle).
public protocol LayoutSpec: Sendable {
    /// The `"type"` value that selects this layout (`"flow"`, `"pinterest"`, ...).
    static var typeName: String { get }

    /// The engine configuration these parameters give: what ``LoadedScenario`` and the
    /// explorer prepare (``LayoutConfiguration/prepared(for:)``) for each context.
    func makeConfiguration() -> any LayoutConfiguration

    /// Throws when this layout type cannot place `scenario`'s sections (checked at
    /// load time and for the Tab key's catalog, before preparing). The default
    /// accepts every scenario.
    func validate(_ scenario: Scenario) throws(ScenarioError)

    /// This spec with its per-section settings bound to the sections with identifiers
    /// `ids` (the file's, in order), so each follows its section's identity through
    /// updates that move, insert or delete sections. The default returns the spec as it is.
    func following(_ ids: [String]) -> any LayoutSpec
}

extension LayoutSpec {
    /// The `"type"` value of this spec.
    public var typeName: String { Self.typeName }

    public func validate(_ scenario: Scenario) throws(ScenarioError) {}

    public func following(_ ids: [String]) -> any LayoutSpec { self }

    /// The error for a layout type that needs exactly one section.
    func requireExactlyOneSection(_ scenario: Scenario) throws(ScenarioError) {
        guard scenario.sections.count == 1 else {
            throw ScenarioError(
                file: scenario.file, path: "sections",
                message: "the \(Self.typeName) layout needs exactly one section, got \(scenario.sections.count)")
        }
    }
}

/// A layout spec that the registry can decode from a file and offer in the catalog.
protocol DecodableLayoutSpec: LayoutSpec {
    /// Decodes the parameters from the `"layout"` object (its `"type"` already
    /// matched ``LayoutSpec/typeName``). Missing keys take the format's defaults.
    init(decoding layout: JSONObjectNode) throws(ScenarioError)

    /// The keys of the `"layout"` object besides `"type"`; any other key is reported
    /// as unknown.
    static var parameterKeys: [String] { get }

    /// The spec with default parameters for `scenario`, or `nil` when this layout
    /// type cannot show that scenario's data.
    static func defaultSpec(for scenario: Scenario) -> Self?
}

/// Every layout type a scenario file can name, keyed by `"type"`.
public enum LayoutRegistry {
    /// The registered layout types, in the order the Tab key cycles through them.
    /// To add a layout type, add its spec here (one line; see ``LayoutSpec``).
    static let types: [any DecodableLayoutSpec.Type] = [
        FlowSpec.self,
        MosaicSpec.self,
        PinterestSpec.self,
        SplitSpec.self,
        PluginSpec.self,
        CompositionalSpec.self,
    ]

    /// The `"type"` values the format accepts, in registry order.
    public static var typeNames: [String] { types.map { $0.typeName } }

    /// Decodes a `"layout"` object: picks the type by `"type"` and lets it read its
    /// parameters.
    static func decode(_ layout: JSONObjectNode) throws(ScenarioError) -> any LayoutSpec {
        let typeNode = try layout.required("type")
        let name = try typeNode.string()
        guard let type = types.first(where: { $0.typeName == name }) else {
            let known = typeNames.map { JSONText.quoted($0) }.joined(separator: ", ")
            throw typeNode.error("unknown layout type \(InertText.quoted(name)); known types: \(known)")
        }
        layout.checkKeys(["type"] + type.parameterKeys)
        return try type.init(decoding: layout)
    }

    /// The default-parameter spec of every registered type that can show
    /// `scenario`'s data, in registry order.
    static func defaultSpecs(for scenario: Scenario) -> [any LayoutSpec] {
        types.compactMap { type in
            guard let spec = type.defaultSpec(for: scenario) else { return nil }
            return (try? spec.validate(scenario)) == nil ? nil : spec
        }
    }
}
