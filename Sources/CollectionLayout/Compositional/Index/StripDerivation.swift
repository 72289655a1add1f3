/// How a query computes the frames of an orthogonal strip's cells instead of reading
/// them, when the section was solved once as a template: cell `j` of group `k` is
/// template cell `j` moved to the group's start `first + pitch * k` along the strip and
/// to the strip's origin along the main axis. The builder keeps a strip's derivation
/// only when every derived frame equals the stored one bit for bit
/// (``verified(frames:cells:template:templateStart:groupFirst:groupPitch:mainOrigin:along:)``),
/// so a query that derives returns exactly what one that reads would.
///
/// Why: the frames of the cells in view are the one part of a strip a query cannot
/// find near the records it already read. In a million-item layout they cost a
/// viewport about a dozen cache misses, one after another within a strip (guess, then
/// gallop); the template is shared by the strips of a section's kind and stays cached.
struct StripDerivation: Sendable, Equatable {
    /// No derivation: the strip's frames are read.
    static let none = StripDerivation(templateStart: 0, perGroup: 0, mainOrigin: 0)

    /// True unless this is ``none``.
    var derives: Bool { perGroup > 0 }

    /// Position of the template's first cell in ``PreparedCompositional/stripTemplates``.
    let templateStart: Int32
    /// Cells per group (the template's cell count), at least 1 (0 for ``none``).
    let perGroup: Int32
    /// The origin of every group along the main axis (the strip's content start plus
    /// the group's leading edge spacing), as the builder added it.
    let mainOrigin: Double

    /// The frame of cell `i` of the strip (0-based) whose groups start at `first +
    /// pitch * k` along `along`, from the template cells `templates`: the same sums the
    /// builder made, in the same order (a template cell's origin plus the group's).
    /// Complexity: O(1).
    @inline(__always)
    func frame(
        _ i: Int, groupFirst: Double, groupPitch: Double, along: Axis, templates: UnsafeBufferPointer<Rect>
    ) -> Rect {
        let per = Int(perGroup)
        // One cell per group (a shelf of tiles) needs no integer division.
        let k = per == 1 ? i : i / per
        let t = templates[Int(templateStart) + (i - k * per)]
        let start = groupFirst + groupPitch * Double(k)
        // The builder's sums: the template cell's origin plus the group's (x + x, y + y).
        return along == .horizontal
            ? Rect(x: t.origin.x + start, y: t.origin.y + mainOrigin, width: t.size.width, height: t.size.height)
            : Rect(x: t.origin.x + mainOrigin, y: t.origin.y + start, width: t.size.width, height: t.size.height)
    }

    /// The derivation of the strip whose cells are `frames[cells]`, solved from
    /// `template` (stored at `templateStart`), or `nil` when some derived frame differs
    /// from its stored frame in any bit (a group start the builder reached by adding
    /// inexact extents one by one lands an ulp away from `first + pitch * k`), or the
    /// template is empty or out of 32-bit range. Complexity: O(cells).
    static func verified(
        frames: UnsafeBufferPointer<Rect>, cells: Range<Int>, template: [Rect], templateStart: Int,
        groupFirst: Double, groupPitch: Double, mainOrigin: Double, along: Axis
    ) -> StripDerivation? {
        guard !template.isEmpty, templateStart + template.count <= Int(Int32.max), groupPitch > 0 else { return nil }
        let derivation = StripDerivation(
            templateStart: Int32(templateStart), perGroup: Int32(template.count), mainOrigin: mainOrigin)
        // The template alone, at position 0, stands in for the shared store.
        let matches = template.withUnsafeBufferPointer { own in
            let local = StripDerivation(templateStart: 0, perGroup: derivation.perGroup, mainOrigin: mainOrigin)
            for p in cells {
                let d = local.frame(
                    p - cells.lowerBound, groupFirst: groupFirst, groupPitch: groupPitch, along: along, templates: own)
                if !d.sameBits(frames[p]) { return false }
            }
            return true
        }
        return matches ? derivation : nil
    }
}

extension Rect {
    /// True when every coordinate of the two rectangles has the same bits (`0` and `-0`
    /// differ, as they would in a dump).
    @inline(__always)
    func sameBits(_ other: Rect) -> Bool {
        origin.x.bitPattern == other.origin.x.bitPattern && origin.y.bitPattern == other.origin.y.bitPattern
            && size.width.bitPattern == other.size.width.bitPattern
            && size.height.bitPattern == other.size.height.bitPattern
    }
}
