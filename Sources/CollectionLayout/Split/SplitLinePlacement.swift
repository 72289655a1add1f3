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
    ///
    /// Works in blocks of ``block`` items: first the block's sizes (written into its
    /// frames), then their origins, line by line (``Cursor``). The size calls (an opaque
    /// provider, say) then keep no line state live across them, and the line arithmetic
    /// runs without a call, its values in registers: in one loop they were spilled and
    /// reloaded around every call (Docs/benchmarks.md, "Prepare path, fifth wave").
    /// Complexity: O(count).
    @inline(__always)
    static func place(
        count: Int, firstPosition: Point, contentMostLeft: Double, contentWidth: Double,
        metrics: SplitSectionMetrics, isNormalizing: Bool,
        into frames: UnsafeMutableBufferPointer<Rect>, at first: Int, absent: inout Set<Int>, reached: inout Int,
        size: (Int) throws(LayoutError) -> Size
    ) throws(LayoutError) -> Result {
        let inset = metrics.sectionInset
        var cursor = Cursor(
            lineLeft: contentMostLeft + inset.left,
            wrapLimit: ((contentMostLeft + contentWidth) - inset.right) + wrapTolerance,
            lineSpacing: metrics.minimumItemLineSpacing, interSpacing: metrics.minimumInterItemSpacing,
            isNormalizing: isNormalizing, x: firstPosition.x + inset.left, y: firstPosition.y + inset.top,
            lineStart: first)
        var i = 0
        var anyAbsent = false
        while i < count {
            // The block's sizes, into its frames (a throwing item ends the block).
            let blockEnd = Swift.min(count, i + block)
            var sized = i
            var failure: LayoutError? = nil
            while sized < blockEnd {
                do throws(LayoutError) {
                    frames[first &+ sized].size = try size(sized)
                } catch {
                    failure = error
                    break
                }
                sized &+= 1
            }
            // Their origins.
            if cursor.place(frames, (first + i)..<(first + sized)) {
                // Some are absent: the zero-size frames (a present one has a width).
                anyAbsent = true
                for p in (first + i)..<(first + sized) where frames[p].size.width == 0 { absent.insert(p) }
            }
            if let failure {
                reached = first + sized
                throw failure
            }
            i = sized
        }
        if isNormalizing { normalize(frames, cursor.lineStart..<(first + count), to: cursor.lineMaxHeight) }
        let items = first..<(first + count)
        return Result(
            lastPosition: Point(x: contentMostLeft, y: cursor.lineMaxHeight + cursor.y + inset.bottom),
            firstPlaced: anyAbsent ? items.first { frames[$0].size.width != 0 } : items.first,
            lastPlaced: anyAbsent ? items.last { frames[$0].size.width != 0 } : items.last)
    }

    /// How many items ``place(count:firstPosition:contentMostLeft:contentWidth:metrics:isNormalizing:into:at:absent:reached:size:)``
    /// sizes before it places them: 8 KiB of frames, which stay in the first-level cache
    /// between the two loops.
    static let block = 256

    /// Where a section's next item goes: the line it joins and where on it.
    struct Cursor {
        let lineLeft: Double
        /// The right edge of the item area, plus ``wrapTolerance``.
        let wrapLimit: Double
        let lineSpacing: Double
        let interSpacing: Double
        let isNormalizing: Bool
        var x: Double
        /// The top of the current line.
        var y: Double
        var lineMaxHeight = 0.0
        /// The flat position of the current line's first item.
        var lineStart: Int
        /// How far right an item may reach on the current line: ``wrapLimit`` once the
        /// line holds an item, unlimited before (an item too wide for an empty line stays).
        var lineLimit = Double.infinity

        /// Gives the frames at `range`, sized, their origins, line by line; an item with
        /// a zero width or height gets a zero-size frame at the cursor instead. Returns
        /// whether any did. Complexity: O(`range.count`), plus the line normalised at a wrap.
        @inline(never)
        mutating func place(_ frames: UnsafeMutableBufferPointer<Rect>, _ range: Range<Int>) -> Bool {
            guard let base = frames.baseAddress, !range.isEmpty else { return false }
            // The state in locals: a frame written through the pointer could alias `self`,
            // so its fields would be loaded and stored at every item.
            var (x, y, lineMaxHeight, lineStart, lineLimit) = (x, y, lineMaxHeight, lineStart, lineLimit)
            let (wrapLimit, lineLeft, lineSpacing, interSpacing) = (wrapLimit, lineLeft, lineSpacing, interSpacing)
            var anyAbsent = false
            var frame = base + range.lowerBound
            let end = base + range.upperBound
            while frame < end {
                let width = frame.pointee.size.width
                let height = frame.pointee.size.height
                if width == 0 || height == 0 {
                    frame.pointee = Rect(x: x, y: y, width: 0, height: 0)
                    anyAbsent = true
                    frame += 1
                    continue
                }
                if x + width > lineLimit {
                    if isNormalizing { normalize(frames, lineStart..<(frame - base), to: lineMaxHeight) }
                    y = lineMaxHeight + y + lineSpacing
                    x = lineLeft
                    lineMaxHeight = 0
                    lineStart = frame - base
                }
                frame.pointee.origin = Point(x: x, y: y)
                lineLimit = wrapLimit
                if height > lineMaxHeight { lineMaxHeight = height }
                x = x + width + interSpacing
                frame += 1
            }
            (self.x, self.y, self.lineMaxHeight, self.lineStart, self.lineLimit) =
                (x, y, lineMaxHeight, lineStart, lineLimit)
            return anyAbsent
        }
    }

    /// Sets the height of every present frame in `range` to `height`.
    static func normalize(_ frames: UnsafeMutableBufferPointer<Rect>, _ range: Range<Int>, to height: Double) {
        for q in range where frames[q].size.width > 0 { frames[q].size.height = height }
    }
}
