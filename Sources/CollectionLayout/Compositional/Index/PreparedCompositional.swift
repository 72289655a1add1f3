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
    /// entered with an empty extent, so they are never reported), in chunks that move
    /// along the main axis on their own: a cell lies at its stored frame plus its
    /// chunk's shift (0 after a prepare; see ``cellFrame(_:)``).
    var cells: CellChunks
    /// The orthogonal strips, by section.
    var strips: [OrthogonalStrip]
    /// What a query reads of each strip, in the order of ``strips`` (``StripRecord``).
    var stripRecords: [StripRecord] = []
    /// The template cells the strips' records derive their frames from
    /// (``StripDerivation``): one run per distinct template, shared by the strips solved
    /// from it.
    var stripTemplates: [Rect] = []
    /// Section -> position in ``strips``.
    var stripOfSection: [Int: Int]
    /// The strips' group bands along the main axis, and their search.
    var stripBands: StripBands
    /// Supplementary views and decorations (pinned ones indexed by their envelope).
    var extras: ElementStore
    /// The list sections' separators: one run per section, each separator derived from
    /// its row's frame when a query, walk or look-up reaches it.
    var separators = ListSeparatorRuns()
    /// Pinned supplementary views.
    var pins: [SupplementaryKey: BoundaryPin]
    /// Each section's frame (full cross extent, header to footer).
    var sectionFrames: [Rect]
    /// Each section's group, summarised for explanations (a few bytes per section).
    var sectionGroups: [SectionGroupSummary] = []
    /// Per section, what a one-item relayout needs (``SectionRecord``).
    var records: [SectionRecord] = []
    /// True when a section is a list (its decorations follow its rows), so a one-item
    /// relayout prepares instead; read once per prepare, not per relayout.
    var hasListSections = false
    /// The main-axis position of each row of the sections solved by a ``RowTemplate``
    /// (stored, as cell frames: add the chunk's shift).
    var rowPositions: [Double] = []
    /// The layout-wide boundary items, sized.
    var global: [CompositionalBuilder.ResolvedBoundary] = []
    /// Where the sections end along the main axis (before layout-wide end items).
    var contentEnd = 0.0

    /// An empty layout.
    static func empty(axis: Axis) -> PreparedCompositional {
        PreparedCompositional(
            axis: axis, viewport: .zero, cellFrames: [], cellZIndices: [], sectionStarts: [0],
            cells: CellChunks(axis: axis, starts: [], ends: [], cuts: []), strips: [], stripOfSection: [:],
            stripBands: StripBands(starts: [], ends: [], axis: axis), extras: ElementStore(axis: axis),
            pins: [:], sectionFrames: [])
    }

    /// The frame of the cell at flat `position` along the main axis (orthogonal cells at
    /// strip offset 0), its chunk's shift applied. Complexity: O(log chunks).
    func cellFrame(_ position: Int) -> Rect {
        var f = cellFrames[position]
        let shift = cells.shifts.count == 1 ? cells.shifts[0] : cells.shifts[cells.chunk(ofCell: position)]
        if shift != 0 { f.origin[axis] += shift }
        return f
    }

    /// The stored supplementary view or decoration of `category` at `indexPath`, or the
    /// separator derived there. Complexity: O(log extras + log list sections).
    func extra(_ category: ElementCategory, at indexPath: IndexPath) -> LayoutAttributes? {
        if let stored = extras.extra(category, at: indexPath) { return stored }
        guard !separators.isEmpty, category == ListSeparatorRuns.category else { return nil }
        return separators.separator(at: indexPath) { cellFrame($0) }
    }

    /// The section holding flat cell position `position`. Complexity: O(log sections).
    func section(ofCell position: Int) -> Int { sectionStarts.run(holding: position) }
}
