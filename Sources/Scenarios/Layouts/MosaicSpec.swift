import CollectionLayout

/// `"type": "mosaic"`: Apple's WWDC 2018 mosaic layout. No parameters (200-pt
/// segments, 1-pt gutters); reads no item keys; exactly one section.
public struct MosaicSpec: DecodableLayoutSpec, Hashable {
    public static let typeName = "mosaic"

    /// The (only) spec.
    public init() {}

    static let parameterKeys: [String] = []

    init(decoding layout: JSONObjectNode) throws(ScenarioError) {}

    static func defaultSpec(for scenario: Scenario) -> MosaicSpec? {
        scenario.sections.count == 1 ? MosaicSpec() : nil
    }

    public func validate(_ scenario: Scenario) throws(ScenarioError) {
        try requireExactlyOneSection(scenario)
    }

    public func makeConfiguration() -> any LayoutConfiguration { MosaicLayout.Configuration() }
}
