/// The original's required delegate method `sizeForItemAtIndexPath(_:width:side:)`: the
/// size of the item at an index path, given the width of the side its section is laid out
/// on and that side. Called once per item at each ``SplitLayout/prepare(for:)``, so an
/// item can follow its side's width (half of it, a square of a third, ...).
public typealias SplitItemSizeProvider =
    @Sendable (_ indexPath: IndexPath, _ sideWidth: Double, _ side: SectionSide)
    -> Size

/// The original's `headerSizeForSection(_:width:side:)` and `footerSizeForSection(_:width:side:)`:
/// the reference size of a section's header or footer, given its side's width and the side.
/// A header or footer exists when both returned dimensions are above 0; its frame is as wide
/// as returned (it may be narrower than its side) and starts at the side's left edge.
public typealias SplitSupplementarySizeProvider =
    @Sendable (_ section: Int, _ sideWidth: Double, _ side: SectionSide) -> Size
