/// Everything `CompositionalLayout.prepare(for:)` computes; queries read it and never
/// change it.
struct PreparedCompositional: Sendable {
    /// The main scroll axis.
    var axis: Axis
    /// The viewport (collection view bounds size).
    var viewport: Size
    /// Every cell's frame, section-major; orthogonal cells at strip offset 0.
    var cellFrames: [Rect]
    /// Every cell's zIndex; empty when all are 0.
    var cellZIndices: [Int]
    /// `sectionStarts[s]` = flat position of section `s`'s first cell; last = cell count.
    var sectionStarts: [Int]
    /// Main-axis index of the cells of non-orthogonal sections (orthogonal cells are
    /// entered with an empty extent, so they are never reported).
    var cellIndex: VisibilityIndex
    /// The orthogonal strips, by section.
    var strips: [OrthogonalStrip]
    /// Section -> position in ``strips``.
    var stripOfSection: [Int: Int]
    /// Main-axis index of the strips' group bands.
    var stripIndex: VisibilityIndex
    /// Supplementary views and decorations (pinned ones indexed by their envelope).
    var extras: ElementStore
    /// Pinned supplementary views.
    var pins: [SupplementaryKey: BoundaryPin]
    /// Each section's frame (full cross extent, header to footer).
    var sectionFrames: [Rect]
    /// Each section's group, summarised for explanations (a few bytes per section).
    var sectionGroups: [SectionGroupSummary] = []

    /// An empty layout.
    static func empty(axis: Axis) -> PreparedCompositional {
        PreparedCompositional(
            axis: axis, viewport: .zero, cellFrames: [], cellZIndices: [], sectionStarts: [0],
            cellIndex: VisibilityIndex(starts: [], ends: [], axis: axis), strips: [], stripOfSection: [:],
            stripIndex: VisibilityIndex(starts: [], ends: [], axis: axis), extras: ElementStore(axis: axis),
            pins: [:], sectionFrames: [])
    }

    /// The section holding flat cell position `position`. Complexity: O(log sections).
    func section(ofCell position: Int) -> Int {
        var low = 0
        var high = sectionStarts.count - 1
        // Last section whose start is <= position and which is not empty.
        while high - low > 1 {
            let mid = (low + high) >> 1
            if sectionStarts[mid] <= position { low = mid } else { high = mid }
        }
        return low
    }
}
