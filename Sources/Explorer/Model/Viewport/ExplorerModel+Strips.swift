import CollectionLayout

/// Orthogonal strips of compositional layouts (App Store-style rows that scroll on their
/// own): the sideways keys scroll the focused element's strip, or the first strip on
/// screen, and settle on the strip's resting offsets (paging, group paging...). The
/// strips' offsets are the model's scroll position (``position``): scrolling one changes
/// what the queries ask for, never the prepared layout.
extension ExplorerModel {
    /// The strip the sideways keys act on: the focused cell's, else the first one on
    /// screen; `nil` when the layout has none there.
    public var activeStrip: OrthogonalStrip? {
        guard let c = layout as? any OrthogonalScrollingLayout, !c.orthogonalStrips.isEmpty else { return nil }
        if focusMode, let f = focus, f.category == .cell, let s = c.strip(forSection: f.indexPath.section) {
            return s
        }
        let screen = viewport.visibleRect(at: offset)
        return c.orthogonalStrips.first { $0.frame.intersects(screen) }
    }

    /// Scrolls `strip` one step (a group, or a page for paging strips) in `direction`
    /// (+1 towards the end), animating. Returns false when it is already at that end.
    @discardableResult
    mutating func scrollStrip(_ strip: OrthogonalStrip, direction: Int, now: Double) -> Bool {
        guard layout is any OrthogonalScrollingLayout else { return false }
        let current = position.offset(of: strip)
        let step = Self.stripStep(strip)
        var target = strip.restingOffset(nearest: current + Double(direction) * step)
        // A resting offset nearer the current one than half a step: go one further.
        if abs(target - current) < 0.5 {
            target = strip.restingOffset(nearest: current + Double(direction) * 2 * step)
        }
        guard abs(target - current) >= 0.5 else {
            say("Section \(strip.section) strip: at its \(direction > 0 ? "end" : "start")")
            return false
        }
        setStripOffset(section: strip.section, to: target, now: now)
        say(
            "Section \(strip.section) strip: \(LayoutTuning.format(target)) of \(LayoutTuning.format(strip.offsetRange.upperBound)) pt (\(strip.behavior))"
        )
        return true
    }

    /// How far one sideways key moves a strip before settling: a group for group-based
    /// behaviours, a page for paging, a third of the strip for continuous scrolling.
    static func stripStep(_ strip: OrthogonalStrip) -> Double {
        switch strip.behavior {
        case .paging: return strip.viewportLength
        case .continuous, .none: return max(1, strip.viewportLength / 3)
        default:
            if let a = strip.groupStart(0), let b = strip.groupStart(1), b > a { return b - a }
            return max(1, strip.viewportLength / 2)
        }
    }

    /// Sets a strip's offset (a pure scroll state: the same prepared layout, asked at
    /// another position) and animates from the old picture to the new one.
    mutating func setStripOffset(section: Int, to value: Double, now: Double) {
        guard let layout else { return }
        let oldVisible = visible.elements
        let oldPosition = position
        position.orthogonalOffsets[section] = value
        requery()
        guard options.animations, options.animationDuration > 0 else { return }
        let v = viewport
        transition = Self.makeTransition(
            from: Picture(layout: layout, position: oldPosition, viewport: v, visible: oldVisible, document: document),
            to: Picture(layout: layout, position: position, viewport: v, visible: visible.elements, document: document),
            start: now, duration: options.animationDuration)
    }

    /// Moves the focus to the previous or next item of its strip, scrolling the strip so
    /// that it shows. Returns false when the focus is not in a strip or the move is not
    /// along the strip.
    mutating func moveFocusAlongStrip(_ direction: FocusDirection, now: Double) -> Bool {
        guard let c = layout as? any OrthogonalScrollingLayout, let f = focus, f.category == .cell,
            let strip = c.strip(forSection: f.indexPath.section)
        else { return false }
        let along: Int
        switch (strip.axis, direction) {
        case (.horizontal, .left), (.vertical, .up): along = -1
        case (.horizontal, .right), (.vertical, .down): along = 1
        default: return false
        }
        let section = f.indexPath.section
        let count =
            document.context.sections.indices.contains(section) ? document.context.sections[section].itemCount : 0
        let item = f.indexPath.item + along
        guard item >= 0, item < count,
            let next = c.element(at: IndexPath(item: item, section: section), position: position)
        else {
            say("Nothing further \(direction)")
            return true
        }
        focus = ElementKey(next)
        let axis = strip.axis
        let shown = strip.frame
        var shift = 0.0
        if next.frame.max(axis) > shown.max(axis) { shift = next.frame.max(axis) - shown.max(axis) }
        if next.frame.min(axis) < shown.min(axis) { shift = next.frame.min(axis) - shown.min(axis) }
        if shift != 0 {
            let current = position.offset(of: strip)
            var target = strip.restingOffset(nearest: current + shift)
            // Settle past the element rather than short of it.
            if (shift > 0 && target < current + shift - 0.5) || (shift < 0 && target > current + shift + 0.5) {
                target = strip.restingOffset(nearest: target + (shift > 0 ? 1 : -1) * Self.stripStep(strip))
            }
            setStripOffset(section: section, to: target, now: now)
        }
        say("Focus: \(Self.describe(ElementKey(next)))")
        return true
    }
}
