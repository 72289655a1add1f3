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
    private let crossExtent: Double
    private let insetLeft: Double
    private let insetRight: Double
    private let lineSpacing: Double
    private let itemSpacing: Double
    private let alignment: FlowAlignment
    private var lineStart: Double
    private var lineEnd: Double
    /// Position in the frame buffer of the current line's first item, or -1 before
    /// the first item.
    private var lineFirst = -1

    init(_ input: PluginSectionInput, alignment: FlowAlignment) {
        crossExtent = input.crossExtent
        insetLeft = input.insets.left
        insetRight = input.insets.right
        lineSpacing = input.lineSpacing
        itemSpacing = input.itemSpacing
        self.alignment = alignment
        lineStart = input.start
        lineEnd = input.start
    }

    /// Places an item of logical size `w x h` and appends its frame to `frames`.
    /// Complexity: amortised O(1) (a line is realigned once, when it ends).
    @inline(__always)
    mutating func place(width w: Double, height h: Double, into frames: inout [Rect]) {
        let origin: Point
        if lineFirst < 0 {
            lineFirst = frames.count
            origin = Point(x: insetLeft, y: lineEnd)
        } else {
            let x = frames[frames.count - 1].maxX + itemSpacing
            if LineBreaking.overflows(x + w + insetRight, crossExtent) {
                Self.realign(
                    &frames, lineFirst..<frames.count, alignment: alignment, freeEdge: crossExtent - insetRight)
                lineStart = lineEnd + lineSpacing
                lineFirst = frames.count
                origin = Point(x: insetLeft, y: lineStart)
            } else {
                origin = Point(x: x, y: lineStart)
            }
        }
        frames.append(Rect(origin: origin, size: Size(width: w, height: h)))
        let maxY = origin.y + h
        if maxY > lineEnd { lineEnd = maxY }
    }

    /// Ends the section: realigns the last line unless the alignment is `.default`
    /// (justified layouts leave their last line as placed). Returns the items' end
    /// along the scroll axis.
    mutating func finish(_ frames: inout [Rect]) -> Double {
        if lineFirst >= 0, alignment != .default {
            Self.realign(&frames, lineFirst..<frames.count, alignment: alignment, freeEdge: crossExtent - insetRight)
        }
        return lineEnd
    }

    /// Shifts the line's items across by the alignment's share of the free space
    /// (`freeEdge - maxX(line)`) and down by half their distance to the line's bottom.
    static func realign(_ frames: inout [Rect], _ line: Range<Int>, alignment: FlowAlignment, freeEdge: Double) {
        // Through a pointer: a subscript write of the inout array checked bounds and
        // uniqueness per coordinate, most of a line's cost.
        frames.withUnsafeMutableBufferPointer { f in
            var maxX = -Double.infinity
            var maxY = -Double.infinity
            for i in line {
                maxX = Swift.max(maxX, f[i].maxX)
                maxY = Swift.max(maxY, f[i].maxY)
            }
            // A line wider than the section by more than the tolerance (a single item wider
            // than the section) stays at the leading inset instead of being centred
            // out of the content, as UIKit's flow layout does.
            let free = freeEdge - maxX < -LineBreaking.tolerance ? 0 : freeEdge - maxX
            let count = line.count
            for (k, i) in line.enumerated() {
                let dx: Double
                switch alignment {
                case .start: dx = 0
                case .center: dx = free / 2
                case .end: dx = free
                case .default: dx = count == 1 ? free / 2 : Double(k) * free / Double(count - 1)
                }
                f[i].origin.x += dx
                f[i].origin.y += (maxY - f[i].maxY) / 2
            }
        }
    }
}
