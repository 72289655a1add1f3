/// What a query reads of an orthogonal strip, in 88 bytes: an ``OrthogonalStrip`` is
/// about 220 (its frame, behaviour, group run and optional index), so a query that
/// meets five strips of a million-item layout read some fifteen cache lines of strips
/// it had to fetch from memory; the records of the strips in view lie next to each
/// other in six or seven, and hold the bands the query searches (``StripBands``). A
/// relayout that moves a strip along the main axis moves its band here
/// (``move(to:)``), and a strip whose stored frames it moves in place stops deriving
/// them (``readFrames()``).
struct StripRecord: Sendable {
    /// The strip's band along the main axis (``OrthogonalStrip/band``): first, so the
    /// band search's probe and the strip's other fields share a cache line.
    private(set) var bandStart: Double
    private(set) var bandEnd: Double
    /// The strip's section.
    let section: Int
    /// Flat position of its first cell.
    let firstCell: Int
    /// Its number of cells.
    let cellCount: Int32
    /// Its number of groups, when they are evenly spaced (else 0).
    let uniformGroups: Int32
    /// The first group's start and the distance between group starts, when evenly spaced.
    let groupFirst: Double
    let groupPitch: Double
    /// Where the strip rests when a query gives it no offset (``OrthogonalStrip/initialOffset``).
    let initialOffset: Double
    /// How the strip's cell frames are computed instead of read (``StripDerivation``), or
    /// ``StripDerivation/none``: read them.
    private(set) var derivation: StripDerivation
    /// True when the strip's cells have an index of their own (they are not one row):
    /// the query then searches them through the ``OrthogonalStrip``.
    let indexed: Bool

    /// The record of `strip`, whose frames are derived by `derivation` when given (and
    /// its groups are evenly spaced).
    init(_ strip: OrthogonalStrip, derivation: StripDerivation? = nil) {
        bandStart = strip.band.start
        bandEnd = strip.band.end
        section = strip.section
        firstCell = strip.cells.lowerBound
        cellCount = Int32(clamping: strip.cells.count)
        if case .uniform(let first, let pitch, _, let count) = strip.groups, count > 0, pitch > 0 {
            uniformGroups = Int32(clamping: count)
            groupFirst = first
            groupPitch = pitch
        } else {
            uniformGroups = 0
            groupFirst = 0
            groupPitch = 0
        }
        initialOffset = strip.initialOffset
        indexed = strip.cellIndex != nil
        self.derivation = uniformGroups > 0 ? derivation ?? .none : .none
    }

    /// From now on the strip's stored frames are read (a relayout moved them in place,
    /// so a derivation would no longer match them bit for bit). Complexity: O(1).
    mutating func readFrames() { derivation = .none }

    /// The strip's band is now `band` (a relayout moved the strip along the main axis).
    /// Complexity: O(1).
    mutating func move(to band: (start: Double, end: Double)) {
        bandStart = band.start
        bandEnd = band.end
    }

    /// The flat position of the cell near cross coordinate `x` (at offset 0) when the
    /// groups are evenly spaced: group `(x - first) / pitch`, times the cells per group;
    /// else the strip's middle. Only a starting point for a search: any value is
    /// correct, a close one is fast. Complexity: O(1).
    @inline(__always)
    func guess(_ x: Double) -> Int {
        let count = Int(uniformGroups)
        let cells = Int(cellCount)
        guard count > 0 else { return firstCell + cells >> 1 }
        let group = (x - groupFirst) / groupPitch
        // Clamped as a double first: a far or non-finite value never reaches `Int(_:)`.
        let k = group > 0 ? (group < Double(count) ? Int(group) : count - 1) : 0
        // One cell per group (a shelf of tiles) needs no integer division.
        return firstCell + (cells == count ? k : k * cells / count)
    }

    /// Calls `report` with the item index and frame at offset 0 of every cell of this
    /// strip (a row: not ``indexed``) whose cross extent at offset 0 overlaps the open
    /// band `(a, b)` and is not empty, in item order; the frames are derived when the
    /// record can (``StripDerivation``), else read from `frames`. Returns the probes.
    /// Complexity: O(log d + k) for a guess `d` cells from the band's first.
    ///
    /// Not inlined: a strip's search is small enough on its own for its frame
    /// arithmetic to be inlined, which it was not inside the whole query.
    @inline(never)
    func forEachRowCell(
        overlapping a: Double, _ b: Double, cross: Axis, frames: UnsafeBufferPointer<Rect>,
        templates: UnsafeBufferPointer<Rect>, _ report: (Int, Rect) -> Void
    ) -> Int {
        guard derivation.derives else { return forEachRowCell(a, b, cross: cross, frame: { frames[$0] }, report) }
        let derivation = self.derivation
        return forEachRowCell(
            a, b, cross: cross,
            frame: {
                derivation.frame(
                    $0 - firstCell, groupFirst: groupFirst, groupPitch: groupPitch, along: cross, templates: templates)
            }, report)
    }

    /// ``forEachRowCell(overlapping:_:cross:frames:templates:_:)`` with each cell's frame
    /// from `frame` (by flat position).
    @inline(__always)
    private func forEachRowCell(
        _ a: Double, _ b: Double, cross: Axis, frame: (Int) -> Rect, _ report: (Int, Rect) -> Void
    ) -> Int {
        // Ends ascend: the first cell reaching past `a`; starts ascend: the first at or
        // after `b`. Between them, every cell overlaps the band. Each search starts where
        // evenly spaced groups put its edge (else the first at the strip's middle, the
        // second at the first cell found: a viewport holds a few), so both read only
        // frames near their answers (a bisection of the strip read frames all over it).
        var probes = 0
        let cells = firstCell..<(firstCell + Int(cellCount))
        let first = GuessedBound.first(in: cells, from: guess(a), probes: &probes) { frame($0).max(cross) > a }
        let end = GuessedBound.first(
            in: first..<cells.upperBound, from: uniformGroups > 0 ? guess(b) : first, probes: &probes
        ) { frame($0).min(cross) >= b }
        for p in first..<end {
            let f = frame(p)
            guard f.max(cross) > f.min(cross) else { continue }
            probes += 1
            report(p - firstCell, f)
        }
        return probes
    }
}
