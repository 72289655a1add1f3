import CollectionLayout

/// The sizes a scenario file may ask for, in one place (Docs/scenario-format.md,
/// "Limits"). Each is checked before the work it bounds starts, and going past one
/// gives one line, `error: FILE: JSON-PATH: message naming the limit`.
///
/// Together they bound every command: the file is read in one pass (file size), parsed
/// without deep recursion (JSON depth, value count), decoded in time linear in its
/// values (items and sections), and prepared in time O(items × nesting depth) and in
/// memory for at most ``maximumElements`` elements (the engine's ``LayoutBudget``).
public enum ScenarioLimits {
    /// The largest file read, in bytes (64 MiB).
    public static let maximumFileSize = FileReading.maximumFileSize
    /// The deepest nesting of JSON arrays and objects (256).
    public static let maximumJSONDepth = JSONParser.maximumDepth
    /// The most JSON values in one file (4,000,000).
    public static let maximumJSONValues = JSONParser.maximumValueCount
    /// The most items a file may describe in all, `count` sections included (10,000,000).
    public static let maximumItems = 10_000_000
    /// The most sections (100,000).
    public static let maximumSections = 100_000
    /// The deepest nesting of compositional groups: a section's group is depth 1, a
    /// group among its subitems depth 2, and so on (64).
    public static let maximumGroupDepth = 64
    /// The most elements a prepared layout may hold, counting every compositional
    /// nesting level on the way (25,000,000; ``LayoutBudget/standard``).
    public static let maximumElements = LayoutBudget.standard.maximumElements
    /// The smallest viewport side, in points (1), for the file's `viewport` and for
    /// `--width`.
    public static let smallestViewportSide = 1.0
    /// The smallest fraction a compositional dimension may give other than 0 (0.0001:
    /// at most 10,000 items across a fill group from the fraction alone).
    public static let smallestFraction = 0.0001
    /// The smallest absolute or estimated compositional dimension other than 0, in
    /// points (0.01).
    public static let smallestLength = 0.01
}
