/// What a prepared compositional layout keeps of each section so that one item's new
/// measured size can be laid out again without a prepare (CompositionalLayout+MeasuredSize.swift):
/// the section's plan, its resolved boundary items and where it lies along the main axis.
/// A few hundred bytes per section, none per item.
struct SectionRecord: Sendable {
    /// The section's specification, compiled group and row template.
    var plan: CompositionalBuilder.SectionPlan
    /// The boundary items, sized.
    var boundary: [CompositionalBuilder.ResolvedBoundary]
    /// Where the section starts, where its content (with its insets, before end items)
    /// ends, and where it ends, along the main axis.
    var start: Double
    var contentEnd: Double
    var end: Double
    /// Where its boundary items lie across the main axis.
    var crossStart: Double
    var crossEnd: Double
    /// The section's first entry in the prepared layout's row positions when its rows
    /// are solved by a ``RowTemplate`` and it scrolls with the layout, else -1.
    var firstRow: Int

    /// Moves the section by `d` along the main axis (in place: a copy of the record
    /// retains its plan and boundary items).
    mutating func move(by d: Double) {
        start += d
        contentEnd += d
        end += d
    }
}
