/// The bottom separators of a prepared layout's list sections, kept as one run per
/// section instead of one stored element per row: a separator's frame follows from its
/// row's frame and the section's insets, so queries, walks and look-ups derive it when
/// they reach the row (Docs/layouts.md, "List separators are derived").
///
/// A run costs 48 bytes per section; a stored separator cost a whole
/// ``LayoutAttributes`` (about 170 bytes with its kind and its index entry) per row.
struct ListSeparatorRuns: Sendable {
    /// The separators of one section: consecutive rows, each with one.
    struct Run: Sendable {
        /// The section.
        var section: Int
        /// The flat position of the section's first cell (item 0).
        var sectionStart: Int
        /// The flat position of the first row with a separator.
        var first: Int
        /// The flat position after the last row with a separator.
        var end: Int
        /// Space from the row's leading edge to the separator.
        var leading: Double
        /// Space from the separator to the row's trailing edge.
        var trailing: Double
    }

    /// The runs, by ascending section (and so ascending positions).
    private(set) var runs: [Run] = []
    /// How many separators the runs hold.
    private(set) var count = 0

    /// True when the layout has no separators.
    @inline(__always) var isEmpty: Bool { runs.isEmpty }

    /// The category every separator has.
    static let category = ElementCategory.decoration(kind: ElementKind.separator)

    /// Adds section `section`'s run (sections in ascending order); an empty one is dropped.
    mutating func append(_ run: Run) {
        guard run.first < run.end else { return }
        runs.append(run)
        count += run.end - run.first
    }

    /// The separator of a row whose frame is `row`: 1 pt (or the row's height, when
    /// smaller) at the bottom inside the row, from its leading edge plus `leading` to its
    /// trailing edge minus `trailing`. Complexity: O(1).
    @inline(__always) static func frame(ofRow row: Rect, leading: Double, trailing: Double) -> Rect {
        let x = row.minX + leading
        let width = max(0, row.maxX - trailing - x)
        let height = min(ListDecorations.separatorThickness, row.height)
        return Rect(x: min(x, row.maxX), y: row.maxY - height, width: width, height: height)
    }

    /// The separator of the row at flat `position` in `run`, whose frame is `row`.
    @inline(__always) static func separator(_ run: Run, position: Int, row: Rect) -> LayoutAttributes {
        LayoutAttributes(
            code: .separator, indexPath: IndexPath(item: position - run.sectionStart, section: run.section),
            frame: frame(ofRow: row, leading: run.leading, trailing: run.trailing))
    }

    /// The index of the first run that ends after flat `position`. Complexity: O(log runs).
    func firstRun(endingAfter position: Int) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let mid = (low + high) >> 1
            if runs[mid].end <= position { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The separator at `indexPath`, or `nil` when its row has none; `row` gives the frame
    /// of the row at a flat position. Complexity: O(log runs).
    func separator(at indexPath: IndexPath, row: (Int) -> Rect) -> LayoutAttributes? {
        var low = 0
        var high = runs.count
        while low < high {
            let mid = (low + high) >> 1
            if runs[mid].section < indexPath.section { low = mid + 1 } else { high = mid }
        }
        guard low < runs.count, runs[low].section == indexPath.section else { return nil }
        let run = runs[low]
        let position = run.sectionStart + indexPath.item
        guard indexPath.item >= 0, position >= run.first, position < run.end else { return nil }
        return Self.separator(run, position: position, row: row(position))
    }

    /// The separators of the rows in `rows` (flat positions with their frames, in
    /// ascending positions) whose frames intersect `rect`, in dump order, one at a time:
    /// a query's separators, made as the walk of the stored extras reaches their place.
    struct Cursor {
        let runs: [Run]
        let rows: [(position: Int, frame: Rect)]
        let rect: Rect
        var i = 0
        var r: Int

        /// A cursor before the first separator. Complexity: O(log runs).
        init(_ separators: ListSeparatorRuns, rows: [(position: Int, frame: Rect)], intersecting rect: Rect) {
            self.runs = separators.runs
            self.rows = rows
            self.rect = rect
            r = rows.first.map { separators.firstRun(endingAfter: $0.position) } ?? 0
        }

        /// The next separator, or `nil` after the last. Complexity: O(rows passed).
        @inline(__always)
        mutating func next() -> LayoutAttributes? {
            while i < rows.count {
                let row = rows[i]
                i += 1
                while r < runs.count && runs[r].end <= row.position { r += 1 }
                guard r < runs.count else {
                    i = rows.count
                    return nil
                }
                let run = runs[r]
                guard row.position >= run.first else { continue }
                let frame = ListSeparatorRuns.frame(ofRow: row.frame, leading: run.leading, trailing: run.trailing)
                guard frame.intersects(rect) else { continue }
                return LayoutAttributes(
                    code: .separator, indexPath: IndexPath(item: row.position - run.sectionStart, section: run.section),
                    frame: frame)
            }
            return nil
        }
    }

    /// Every separator in dump order, one at a time; `row` gives the frame of the row at
    /// a flat position.
    struct Walk {
        let runs: [Run]
        let row: (Int) -> Rect
        var r = 0
        var position: Int

        init(_ separators: ListSeparatorRuns, row: @escaping (Int) -> Rect) {
            self.runs = separators.runs
            self.row = row
            self.position = separators.runs.first?.first ?? 0
        }

        /// The next separator, or `nil` after the last. Complexity: O(1).
        mutating func next() -> LayoutAttributes? {
            guard r < runs.count else { return nil }
            let run = runs[r]
            let separator = ListSeparatorRuns.separator(run, position: position, row: row(position))
            position += 1
            if position == run.end {
                r += 1
                if r < runs.count { position = runs[r].first }
            }
            return separator
        }
    }
}

/// A sink that puts the separators of `pending` (in dump order) among the elements it is
/// given (in dump order) where dump order places them, then hands everything to the sink
/// at `base`. At equal keys the element given comes first, as a stable sort of the stored
/// elements put a section's own decorations before its list's.
struct SeparatorMergingSink<Base: ElementSink>: ElementSink {
    let base: UnsafeMutablePointer<Base>
    var pending: ListSeparatorRuns.Cursor
    /// The next separator, not yet handed over.
    var next: LayoutAttributes?

    init(base: UnsafeMutablePointer<Base>, pending: ListSeparatorRuns.Cursor) {
        self.base = base
        self.pending = pending
        next = self.pending.next()
    }

    @inline(__always) mutating func reserve(_ count: Int) { base.pointee.reserve(count) }

    @inline(__always) mutating func take(_ attributes: consuming LayoutAttributes) {
        while let separator = next, LayoutAttributes.dumpOrder(separator, attributes) {
            base.pointee.take(separator)
            next = pending.next()
        }
        base.pointee.take(attributes)
    }

    /// Hands over the separators after every element given.
    mutating func finish() {
        while let separator = next {
            base.pointee.take(separator)
            next = pending.next()
        }
    }
}
