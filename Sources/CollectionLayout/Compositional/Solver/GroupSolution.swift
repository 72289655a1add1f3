/// The cells of one solved group instance, in group coordinates (origin at the group's
/// top-leading corner, before its content insets).
struct GroupSolution: Sendable {
    /// The group's final size (an estimated dimension takes the content's extent).
    var size: Size
    /// One frame per cell, in the order the cells take data items.
    var cells: [Rect]
    /// One zIndex per cell (custom groups only; empty when every cell has zIndex 0).
    var zIndices: [Int]
    /// True when some cell's size came from (or could come from) the data.
    var dependsOnData: Bool
}
