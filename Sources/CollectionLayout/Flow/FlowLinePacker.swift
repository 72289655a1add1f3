/// Packs one flow-layout section's items into lines and justifies each line as
/// `UICollectionViewFlowLayout` does.
///
/// Works in axis-neutral terms: the *main* axis is the scroll axis (lines follow each
/// other along it), the *cross* axis is the one lines fill. Items are written to the
/// caller's frame buffer (sized for every cell of the prepare) with their size only;
/// their positions are written when their line closes, so packing allocates nothing
/// and checks no array per item.
///
/// Rules:
/// * an item joins the current line when `used + spacing + extent <= available + 0.001`
///   (Docs/layouts.md, "Wrapping tolerance": an exact fit never wraps early); the first item of a line always joins
///   it, even when it is wider than the line;
/// * a line other than the section's last is justified: its leftover space is spread
///   evenly between its items (first item at the start inset, last flush with the end
///   inset); a line holding a single item centres it;
/// * the section's last line is justified as if it were padded with copies of its last
///   item until full (PSTCollectionView's reading of UIKit's last-row alignment), so an
///   incomplete last row of a grid lines up with the columns above it; when not even a
///   second copy fits, its single item is centred;
/// * an item wider than the line starts at the start inset;
/// * items are centred along the main axis within their line (line extent = tallest item).
struct FlowLinePacker {
    private let axis: Axis
    private let crossStart: Double
    private let available: Double
    private let spacing: Double
    private let lineSpacing: Double
    /// Where the frames go: the prepare's buffer, one slot per cell.
    private let frames: UnsafeMutablePointer<Rect>
    /// Frames written so far (the buffer's count, across sections).
    private(set) var count: Int

    /// Main-axis position of the current line's top.
    private var lineTop: Double
    /// Index in the frame array of the current line's first item.
    private var lineFirst: Int
    /// Cross extent used by the current line (items plus minimum spacings).
    private var used = 0.0
    /// Main extent of the current line (its tallest item).
    private var lineExtent = 0.0
    /// The largest cross-axis end of any placed item.
    private(set) var crossReach = 0.0

    /// - Parameters:
    ///   - axis: the scroll (main) axis.
    ///   - crossStart: the section inset at the start of the cross axis.
    ///   - available: cross extent for items (container minus both cross insets).
    ///   - spacing: minimum spacing between items of a line.
    ///   - lineSpacing: spacing between lines.
    ///   - top: main-axis position of the first line.
    ///   - firstIndex: index in the frame array of the section's first item.
    init(
        axis: Axis, crossStart: Double, available: Double, spacing: Double, lineSpacing: Double, top: Double,
        frames: UnsafeMutablePointer<Rect>, firstIndex: Int
    ) {
        self.frames = frames
        self.count = firstIndex
        self.axis = axis
        self.crossStart = crossStart
        self.available = available
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.lineTop = top
        self.lineFirst = firstIndex
    }

    /// Appends an item of the given extents, closing the current line first when the
    /// item does not fit on it.
    @inline(__always)
    mutating func add(cross crossExtent: Double, main mainExtent: Double) {
        if count > lineFirst {
            if LineBreaking.overflows(used + spacing + crossExtent, available) {
                closeLine(isLast: false)
                lineTop += lineExtent + lineSpacing
                lineFirst = count
                used = crossExtent
                lineExtent = mainExtent
            } else {
                used += spacing + crossExtent
                if mainExtent > lineExtent { lineExtent = mainExtent }
            }
        } else {
            used = crossExtent
            lineExtent = mainExtent
        }
        (frames + count).initialize(
            to: axis == .vertical
                ? Rect(x: 0, y: 0, width: crossExtent, height: mainExtent)
                : Rect(x: 0, y: 0, width: mainExtent, height: crossExtent))
        count += 1
    }

    /// Appends `n` items of the same extents to a packer that holds no item yet: the
    /// same frames as `n` calls of ``add(cross:main:)``. Every line but the last holds
    /// the same number of items, packed and justified alike, so the first line is packed
    /// and justified as usual and each later full line copies its positions across the
    /// axis; only the last line (justified by its own rule) goes through ``add(cross:main:)``.
    /// Complexity: O(n), a few stores per item.
    mutating func addUniform(cross crossExtent: Double, main mainExtent: Double, count n: Int) {
        guard n > 0 else { return }
        guard count == lineFirst else {
            for _ in 0..<n { add(cross: crossExtent, main: mainExtent) }
            return
        }
        // Items per line: the first always joins, then as `add` decides, with the same
        // additions in the same order.
        var fill = crossExtent
        var perLine = 1
        while perLine < n && !LineBreaking.overflows(fill + spacing + crossExtent, available) {
            fill += spacing + crossExtent
            perLine += 1
        }
        // Lines closed before the last.
        let fullLines = (n - 1) / perLine
        if fullLines > 0 {
            for _ in 0..<perLine { add(cross: crossExtent, main: mainExtent) }
            closeLine(isLast: false)
            let first = lineFirst
            let vertical = axis == .vertical
            for _ in 1..<fullLines {
                lineTop += lineExtent + lineSpacing
                let along = lineTop + (lineExtent - mainExtent) / 2
                for j in 0..<perLine {
                    var frame = frames[first + j]
                    if vertical { frame.origin.y = along } else { frame.origin.x = along }
                    (frames + count).initialize(to: frame)
                    count += 1
                }
            }
            // The state `add` leaves when an item opens a new line.
            lineTop += lineExtent + lineSpacing
            lineFirst = count
        }
        for _ in 0..<(n - fullLines * perLine) { add(cross: crossExtent, main: mainExtent) }
    }

    /// Closes the last line and returns the main-axis end of the section's items (the
    /// first line's top when there were none).
    mutating func finish() -> Double {
        guard count > lineFirst else { return lineTop }
        closeLine(isLast: true)
        return lineTop + lineExtent
    }

    /// Writes the positions of the current line's items.
    private mutating func closeLine(isLast: Bool) {
        let end = count
        let cross = axis.cross
        var slots = end - lineFirst
        var leftover = available - used
        if isLast {
            let step = spacing + frames[end - 1].size[cross]
            if step > 0 {
                let copies = ((leftover + LineBreaking.tolerance) / step).rounded(.down)
                if copies >= 1 {
                    let capped = Swift.min(copies, 1e12)
                    slots += Int(capped)
                    leftover -= capped * step
                }
            }
        }
        var position = crossStart
        var gap = spacing
        if slots == 1 {
            position += Swift.max(0, leftover) / 2
        } else {
            gap += leftover / Double(slots - 1)
        }
        var j = lineFirst
        while j < end {
            let size = frames[j].size
            frames[j].origin[cross] = position
            frames[j].origin[axis] = lineTop + (lineExtent - size[axis]) / 2
            position += size[cross]
            if position > crossReach { crossReach = position }
            position += gap
            j += 1
        }
    }
}
