/// Input checks shared by the layouts: every bad value becomes a ``LayoutError`` naming
/// where it came from, never a trap.
extension LayoutError {
    /// Throws unless `value` is a finite number >= 0. The path is built only on failure
    /// (per-section checks would otherwise allocate a string for every section).
    @inline(__always)
    static func requireNonNegative(_ value: Double, at path: @autoclosure () -> String) throws(LayoutError) {
        guard isFiniteNonNegative(value) else { throw notFiniteNonNegative(value, at: path()) }
    }

    /// True when `value` is a finite number >= 0 (false for NaN). The per-item loops test
    /// this inline and build the error (and its path) only on failure.
    @inline(__always)
    static func isFiniteNonNegative(_ value: Double) -> Bool {
        // Against the largest finite value, not infinity: LLVM turns `< .infinity` with
        // `>= 0` into a floating-point class test, which x86 does in about 20 integer
        // instructions instead of two comparisons.
        value >= 0 && value <= .greatestFiniteMagnitude
    }

    /// The error for a value that should have been a finite number >= 0.
    @inline(never)
    static func notFiniteNonNegative(_ value: Double, at path: String) -> LayoutError {
        LayoutError(path: path, message: "must be a finite number >= 0, got \(describe(value))")
    }

    /// Throws unless both extents of the container are finite numbers >= 0
    /// (paths `viewport.width` and `viewport.height`).
    static func requireValidContainer(_ size: Size) throws(LayoutError) {
        try requireNonNegative(size.width, at: "viewport.width")
        try requireNonNegative(size.height, at: "viewport.height")
    }

    /// Throws unless every section's item count is >= 0 and the elements they make fit
    /// the context's ``LayoutBudget``: the items plus `extrasPerSection` elements per
    /// section (headers, footers, backgrounds). Returns the total item count.
    /// Complexity: O(sections).
    static func requireValidItemCounts(_ context: LayoutContext, extrasPerSection: Int = 0) throws(LayoutError) -> Int {
        let sections = context.sections
        var total = 0
        for (s, section) in sections.enumerated() {
            guard section.itemCount >= 0 else {
                throw LayoutError(
                    path: "sections[\(s)].items", message: "item count must be >= 0, got \(section.itemCount)")
            }
            total += section.itemCount
            guard total < Int(Int32.max) else {
                throw LayoutError(path: "sections", message: "too many items (more than \(Int32.max - 1) in all)")
            }
        }
        try requireWithinBudget(items: total, context: context, extrasPerSection: extrasPerSection)
        return total
    }

    /// Throws unless `items` cells plus `extrasPerSection` elements per section fit the
    /// context's ``LayoutBudget`` (path `sections`). Complexity: O(1).
    static func requireWithinBudget(items: Int, context: LayoutContext, extrasPerSection: Int) throws(LayoutError) {
        let (extras, o1) = context.sections.count.multipliedReportingOverflow(by: max(0, extrasPerSection))
        let (count, o2) = items.addingReportingOverflow(extras)
        let budget = context.budget
        guard !o1, !o2, count <= budget.maximumElements else {
            throw budget.exceeded(o1 || o2 ? Int.max : count, "the items", at: "sections")
        }
    }

    /// Throws unless the context has exactly one section (Pinterest, Mosaic).
    static func requireSingleSection(_ sections: [SectionMetrics], layout: String) throws(LayoutError) {
        guard sections.count == 1 else {
            throw LayoutError(
                path: "sections",
                message: "the \(layout) layout places exactly one section, got \(sections.count)")
        }
    }

    /// A number as a message shows it: integral values without a fraction (`-3`, not `-3.0`).
    static func describe(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
        return "\(value)"
    }
}
