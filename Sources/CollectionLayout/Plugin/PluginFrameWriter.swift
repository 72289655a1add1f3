/// How the built-in plugins write their frames: through a pointer to room for the
/// section's items, which ``PluginLayout`` points into the store's array. Their public
/// ``LayoutPlugin/placeItems(_:into:)`` (what a custom plugin wrapping one calls) appends
/// through the same code.
///
/// Appending frame by frame checked the array's capacity and uniqueness per item, and
/// every read of an earlier frame (the flow line's last item, a realigned line) its bounds.
enum PluginFrameWriter {
    /// Appends `count` frames to `frames`, written by `place` to the pointer it is given
    /// (room for exactly `count` frames), and returns what `place` returns. When `place`
    /// throws, `frames` is left as it was. Complexity: O(count) plus `place`'s; no
    /// allocation beyond the array's own growth.
    static func append(
        _ count: Int, to frames: inout [Rect],
        _ place: (UnsafeMutablePointer<Rect>) throws(LayoutError) -> Double
    ) throws(LayoutError) -> Double {
        let first = frames.count
        frames.append(contentsOf: repeatElement(Rect.zero, count: Swift.max(1, count)))
        let result = frames.withUnsafeMutableBufferPointer { buffer in
            Result { () throws(LayoutError) -> Double in try place(buffer.baseAddress! + first) }
        }
        frames.removeLast(frames.count - first - count)
        switch result {
        case .success(let end): return end
        case .failure(let error):
            frames.removeLast(count)
            throw error
        }
    }
}

extension SectionPlugin {
    /// Places one section's items at `out` (room for `input.itemCount` frames) when the
    /// plugin is a built-in one, and returns where they end; `nil` for a custom plugin,
    /// which appends to an array (``placeItems(_:into:)``). Static dispatch per family, so
    /// the loops specialise.
    @inline(__always)
    func placeBuiltIn(_ input: PluginSectionInput, at out: UnsafeMutablePointer<Rect>) throws(LayoutError) -> Double? {
        switch self {
        case .flow(let p): return try p.placeItems(input, at: out)
        case .grid(let p): return try p.placeItems(input, at: out)
        case .staggered(let p): return try p.placeItems(input, at: out)
        case .mosaic(let p): return try p.placeItems(input, at: out)
        case .custom: return nil
        }
    }
}
