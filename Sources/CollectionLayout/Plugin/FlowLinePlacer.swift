/// Places items in lines, flow-layout style, and realigns each finished line: the
/// engine of the flow and grid plugins (logical, vertical coordinates).
///
/// An item goes after the previous one when it fits, else it opens a new line below
/// the tallest item so far. The fit test `x + w + inset.right <= W` is the shared
/// `LineBreaking` rule, whose tolerance means that an exact fit never wraps early (Docs/layouts.md, "Wrapping tolerance").
///
/// Realigning follows the original, except that a line overflowing the section by
/// more than the tolerance is not shifted (the original centres an oversized item,
/// moving it left of the inset, possibly to negative coordinates).
struct FlowLinePlacer {
    /// Where the section's frames go: item `k`'s at `out[k]`.
    private let out: UnsafeMutablePointer<Rect>
    private let crossExtent: Double
    private let insetLeft: Double
    private let insetRight: Double
    private let lineSpacing: Double
    private let itemSpacing: Double
    private let alignment: FlowAlignment
    private var lineStart: Double
    private var lineEnd: Double
    /// The number of frames written.
    private var placed = 0
    /// The current line's first item.
    private var lineFirst = 0
    /// The right edge of the last frame written (read before the next item, whose line
    /// is never realigned in between).
    private var previousMaxX = 0.0
    /// The largest right and bottom edges of the current line's frames, kept as they are
    /// written so that realigning a line reads it once instead of twice.
    private var lineMaxX = -Double.infinity
    private var lineMaxY = -Double.infinity

    /// A placer writing the section's frames to `out`, which has room for
    /// `input.itemCount` of them. (Frames are written through the pointer: appending to
    /// an array checked its capacity and uniqueness per frame, and reading the previous
    /// frame its bounds.)
    init(_ input: PluginSectionInput, alignment: FlowAlignment, out: UnsafeMutablePointer<Rect>) {
        self.out = out
        crossExtent = input.crossExtent
        insetLeft = input.insets.left
        insetRight = input.insets.right
        lineSpacing = input.lineSpacing
        itemSpacing = input.itemSpacing
        self.alignment = alignment
        lineStart = input.start
        lineEnd = input.start
    }

    /// Places the next item, of logical size `w x h`, and writes its frame.
    /// Complexity: amortised O(1) (a line is realigned once, when it ends).
    @inline(__always)
    mutating func place(width w: Double, height h: Double) {
        let origin: Point
        if placed == 0 {
            origin = Point(x: insetLeft, y: lineEnd)
        } else {
            let x = previousMaxX + itemSpacing
            if LineBreaking.overflows(x + w + insetRight, crossExtent) {
                realignLine()
                lineStart = lineEnd + lineSpacing
                lineFirst = placed
                lineMaxX = -Double.infinity
                lineMaxY = -Double.infinity
                origin = Point(x: insetLeft, y: lineStart)
            } else {
                origin = Point(x: x, y: lineStart)
            }
        }
        (out + placed).initialize(to: Rect(origin: origin, size: Size(width: w, height: h)))
        placed += 1
        previousMaxX = origin.x + w
        let maxY = origin.y + h
        lineMaxX = Swift.max(lineMaxX, previousMaxX)
        lineMaxY = Swift.max(lineMaxY, maxY)
        if maxY > lineEnd { lineEnd = maxY }
    }

    /// Ends the section: realigns the last line unless the alignment is `.default`
    /// (justified layouts leave their last line as placed). Returns the items' end
    /// along the scroll axis.
    mutating func finish() -> Double {
        if placed > 0, alignment != .default { realignLine() }
        return lineEnd
    }

    /// Realigns the current line (``realign(_:_:alignment:freeEdge:maxX:maxY:)``).
    /// Inlined, so the placer's fields go to `realign` as arguments: called, it made a
    /// copy of the whole placer in memory for every line.
    @inline(__always)
    private func realignLine() {
        Self.realign(
            out, lineFirst..<placed, alignment: alignment, freeEdge: crossExtent - insetRight, maxX: lineMaxX,
            maxY: lineMaxY)
    }

    /// Shifts the line's items across by the alignment's share of the free space
    /// (`freeEdge - maxX`) and down by half their distance to the line's bottom; `maxX`
    /// and `maxY` are the line's largest right and bottom edges.
    @inline(never)
    static func realign(
        _ f: UnsafeMutablePointer<Rect>, _ line: Range<Int>, alignment: FlowAlignment, freeEdge: Double,
        maxX: Double, maxY: Double
    ) {
        // A line wider than the section by more than the tolerance (a single item wider
        // than the section) stays at the leading inset instead of being centred
        // out of the content, as UIKit's flow layout does.
        let free = freeEdge - maxX < -LineBreaking.tolerance ? 0 : freeEdge - maxX
        let count = line.count
        if alignment == .default, count > 1 {
            // Item k of the line moves by k * free / (count - 1), as written (the same
            // rounding as before); k counts in a Double, exact far beyond any line.
            let gaps = Double(count - 1)
            var k = 0.0
            for i in line {
                f[i].origin.x += k * free / gaps
                f[i].origin.y += (maxY - f[i].maxY) / 2
                k += 1
            }
            return
        }
        let dx: Double
        switch alignment {
        case .start: dx = 0
        case .center, .default: dx = free / 2
        case .end: dx = free
        }
        for i in line {
            f[i].origin.x += dx
            f[i].origin.y += (maxY - f[i].maxY) / 2
        }
    }
}
