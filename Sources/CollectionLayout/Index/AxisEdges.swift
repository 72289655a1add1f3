/// How a merge of sorted runs (``SortedRunsWriter``) reads a frame's extent along its
/// axis: a type chosen once per merge, so no cell tests the axis.
protocol AxisEdges {
    /// The frame's lower edge along the axis.
    static func start(_ frame: Rect) -> Double
    /// The frame's extent along the axis.
    static func length(_ frame: Rect) -> Double
}

/// Extents along the vertical axis (tops and heights).
enum VerticalEdges: AxisEdges {
    @inline(__always) static func start(_ frame: Rect) -> Double { frame.origin.y }
    @inline(__always) static func length(_ frame: Rect) -> Double { frame.size.height }
}

/// Extents along the horizontal axis (lefts and widths).
enum HorizontalEdges: AxisEdges {
    @inline(__always) static func start(_ frame: Rect) -> Double { frame.origin.x }
    @inline(__always) static func length(_ frame: Rect) -> Double { frame.size.width }
}
