/// What an explanation needs to know about a section's group, kept per section by
/// `prepare` (the section provider may be main-actor isolated, so it is not called again
/// to explain an element).
struct SectionGroupSummary: Sendable {
    /// "horizontal", "vertical" or "custom".
    var arrangement: String
    /// The group's width dimension.
    var width: LayoutDimension
    /// Cells per group instance, when every instance holds the same number (nothing in
    /// the group is sized by the data); `nil` otherwise.
    var cellsPerGroup: Int?

    /// The summary of `group`, whose template solve gave `cellsPerGroup` cells.
    init(_ group: LayoutGroup, cellsPerGroup: Int?) {
        switch group.arrangement {
        case .horizontal: arrangement = "horizontal"
        case .vertical: arrangement = "vertical"
        case .custom: arrangement = "custom"
        }
        width = group.size.width
        self.cellsPerGroup = cellsPerGroup.flatMap { $0 > 0 ? $0 : nil }
    }
}
