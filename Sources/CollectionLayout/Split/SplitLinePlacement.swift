/// The line placement of one split-layout section's items: the original's
/// `LayoutAttributesInSectionFactory.makeItems`, with Tessera's fixes.
///
/// Items go left to right from `(contentMostLeft + inset.left, firstPosition.y + inset.top)`;
/// an item whose right edge would pass `contentMostLeft + contentWidth - inset.right`
/// (by more than ``wrapTolerance``) starts a new line `maxHeight(line) + lineSpacing`
/// lower. Fixes over the original:
/// - a zero-width or zero-height item gets no element, but keeps its own slot (its frame
///   is a zero-size rectangle at the cursor and its flat position is recorded as absent),
///   so later items keep their index paths;
/// - an item too wide for an empty line stays on that line: no spurious `lineSpacing` gap;
/// - the wrap test tolerates 0.001 pt, so an exact fit never wraps early.
public enum SplitLinePlacement {
    /// How far (in points) an item may pass the right edge without wrapping (Docs/layouts.md, "Wrapping tolerance").
    public static let wrapTolerance = LineBreaking.tolerance

    /// Where a section's items ended up.
    public struct Result: Hashable, Sendable {
        /// `(contentMostLeft, bottom of the last line + inset.bottom)`: where the next
        /// element of the side goes.
        public var lastPosition: Point
        /// Flat position of the first item that got a frame, if any.
        public var firstPlaced: Int?
        /// Flat position of the last item that got a frame, if any.
        public var lastPlaced: Int?
    }

    /// Places `count` items, appending one frame per item to `frames` (absent items get a
    /// zero-size frame and their flat position in `absent`).
    ///
    /// - Parameters:
    ///   - count: the number of items in the section.
    ///   - firstPosition: the top-left corner of the section's item area (below the header).
    ///   - contentMostLeft: the left edge of the side.
    ///   - contentWidth: the width of the side.
    ///   - metrics: the section's inset and spacings.
    ///   - isNormalizing: give every item of a line the line's height.
    ///   - frames: receives one frame per item, in item order.
    ///   - absent: receives the flat position (`frames.count` at the time) of every
    ///     zero-size item, which gets no element.
    ///   - size: the size of item `i` of the section.
    /// - Complexity: O(count).
    public static func placeItems(
        count: Int, firstPosition: Point, contentMostLeft: Double, contentWidth: Double,
        metrics: SplitSectionMetrics, isNormalizing: Bool,
        into frames: inout [Rect], absent: inout Set<Int>,
        size: (Int) throws(LayoutError) -> Size
    ) throws(LayoutError) -> Result {
        let first = frames.count
        frames.append(contentsOf: repeatElement(Rect.zero, count: count))
        var reached = first + count
        do throws(LayoutError) {
            return try frames.withUnsafeMutableBufferPointer {
                (buffer: inout UnsafeMutableBufferPointer<Rect>) throws(LayoutError) in
                try place(
                    count: count, firstPosition: firstPosition, contentMostLeft: contentMostLeft,
                    contentWidth: contentWidth, metrics: metrics, isNormalizing: isNormalizing,
                    into: buffer, at: first, absent: &absent, reached: &reached, size: size)
            }
        } catch {
            // As appending one frame per item left them: the frames before the failing item.
            frames.removeSubrange(reached..<frames.count)
            throw error
        }
    }

    /// As ``placeItems(count:firstPosition:contentMostLeft:contentWidth:metrics:isNormalizing:into:absent:size:)``,
    /// writing the section's frames at `frames[first ..< first + count]` (the flat
    /// positions `first ..< first + count`) through a buffer pointer: SplitLayout's prepare
    /// sizes its frame array once, so no frame is appended (a capacity and a uniqueness
    /// check each). When `size` throws for item `i`, `reached` is set to `first + i`.
    /// Complexity: O(count).
    @inline(__always)
    static func place(
        count: Int, firstPosition: Point, contentMostLeft: Double, contentWidth: Double,
        metrics: SplitSectionMetrics, isNormalizing: Bool,
        into frames: UnsafeMutableBufferPointer<Rect>, at first: Int, absent: inout Set<Int>, reached: inout Int,
        size: (Int) throws(LayoutError) -> Size
    ) throws(LayoutError) -> Result {
        let inset = metrics.sectionInset
        let lineSpacing = metrics.minimumItemLineSpacing
        let interSpacing = metrics.minimumInterItemSpacing
        let lineLeft = contentMostLeft + inset.left
        let wrapLimit = ((contentMostLeft + contentWidth) - inset.right) + wrapTolerance
        var x = firstPosition.x + inset.left
        var y = firstPosition.y + inset.top
        var lineMaxHeight = 0.0
        var lineStart = first
        var lineHasItems = false
        var firstPlaced: Int? = nil
        var lastPlaced: Int? = nil
        for i in 0..<count {
            let itemSize: Size
            do throws(LayoutError) {
                itemSize = try size(i)
            } catch {
                reached = first + i
                throw error
            }
            let p = first + i
            if itemSize.width == 0 || itemSize.height == 0 {
                frames[p] = Rect(x: x, y: y, width: 0, height: 0)
                absent.insert(p)
                continue
            }
            if lineHasItems && x + itemSize.width > wrapLimit {
                if isNormalizing { normalize(frames, lineStart..<p, to: lineMaxHeight) }
                y = lineMaxHeight + y + lineSpacing
                x = lineLeft
                lineMaxHeight = 0
                lineStart = p
                lineHasItems = false
            }
            let frame = Rect(x: x, y: y, width: itemSize.width, height: itemSize.height)
            frames[p] = frame
            lineHasItems = true
            if itemSize.height > lineMaxHeight { lineMaxHeight = itemSize.height }
            x = frame.maxX + interSpacing
            if firstPlaced == nil { firstPlaced = p }
            lastPlaced = p
        }
        if isNormalizing { normalize(frames, lineStart..<(first + count), to: lineMaxHeight) }
        return Result(
            lastPosition: Point(x: contentMostLeft, y: lineMaxHeight + y + inset.bottom),
            firstPlaced: firstPlaced, lastPlaced: lastPlaced)
    }

    /// Sets the height of every present frame in `range` to `height`.
    static func normalize(_ frames: UnsafeMutableBufferPointer<Rect>, _ range: Range<Int>, to height: Double) {
        for q in range where frames[q].size.width > 0 { frames[q].size.height = height }
    }
}
