/// The derivation of a templated strip's frames (``StripDerivation``), checked against
/// the frames just placed.
extension CompositionalBuilder {
    /// How a query can derive the frames of the strip whose cells are `cells`, solved
    /// from `template` with groups from `groupFirst` every `groupPitch` along the cross
    /// axis and at `mainOrigin` along the main axis; `nil` when some derived frame
    /// differs from the placed one. The template joins ``stripTemplates`` unless it
    /// equals the last one there (the strips of one section kind share it).
    /// Complexity: O(cells + template).
    mutating func derivation(
        of cells: Range<Int>, template: [Rect], groupFirst: Double, groupPitch: Double, mainOrigin: Double
    ) -> StripDerivation? {
        var start = stripTemplates.count - template.count
        if start < 0 || !stripTemplates[start...].elementsEqual(template, by: { $0.sameBits($1) }) {
            start = stripTemplates.count
        }
        let derived = frames.withUnsafeBufferPointer { frames in
            StripDerivation.verified(
                frames: frames, cells: cells, template: template, templateStart: start, groupFirst: groupFirst,
                groupPitch: groupPitch, mainOrigin: mainOrigin, along: cross)
        }
        if derived != nil && start == stripTemplates.count { stripTemplates.append(contentsOf: template) }
        return derived
    }
}
