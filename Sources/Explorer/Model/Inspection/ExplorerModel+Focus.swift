import CollectionLayout

extension ExplorerModel {
    /// The focused element's current attributes (adjusted for the offset), if any.
    public var focusedAttributes: LayoutAttributes? {
        guard let focus, let layout else { return nil }
        if let a = visible.elements.first(where: { ElementKey($0) == focus }) { return a }
        return layout.attributes(for: focus, at: position)
    }

    mutating func enterFocus() {
        focusMode = true
        if let f = focus, visible.elements.contains(where: { ElementKey($0) == f }) {
            say("Focus mode: arrows move the focus, Esc leaves")
            return
        }
        let v = viewport
        let screen = v.visibleRect(at: offset)
        let candidates = visible.elements.filter { FocusNavigator.isFocusable($0) && $0.frame.intersects(screen) }
        let first = candidates.min { l, r in
            let lc = l.category == .cell ? 0 : 1
            let rc = r.category == .cell ? 0 : 1
            if lc != rc { return lc < rc }
            return (l.frame.minY, l.frame.minX) < (r.frame.minY, r.frame.minX)
        }
        focus = first.map(ElementKey.init)
        say(first == nil ? "Focus mode: nothing to focus here" : "Focus mode: arrows move the focus, Esc leaves")
    }

    mutating func leaveFocus() {
        focusMode = false
        say("Focus mode off")
    }

    /// Moves the focus to the nearest element in `direction` and scrolls it into view.
    mutating func moveFocus(_ direction: FocusDirection) {
        guard let layout else { return }
        guard let current = focusedAttributes else {
            enterFocus()
            return
        }
        let v = viewport
        let screen = v.visibleRect(at: offset)
        let content = Rect(origin: .zero, size: contentSize).union(screen)
        // Look one screen ahead first; if nothing lies there, search to the content's edge.
        var reach: Double = direction == .up || direction == .down ? screen.height : screen.width
        var found: LayoutAttributes?
        for _ in 0..<2 {
            let region = Self.searchRegion(from: current.frame, direction: direction, reach: reach, content: content)
            let candidates = layout.query(region, at: position).elements
            found = FocusNavigator.next(from: current, direction: direction, candidates: candidates)
            if found != nil { break }
            reach = .greatestFiniteMagnitude
        }
        guard let next = found else {
            say("Nothing further \(direction)")
            return
        }
        focus = ElementKey(next)
        reveal(next.frame)
        say("Focus: \(Self.describe(ElementKey(next)))")
    }

    /// The band beside `frame` in `direction`, `reach` points deep, clipped to `content`.
    static func searchRegion(from frame: Rect, direction: FocusDirection, reach: Double, content: Rect) -> Rect {
        let r: Rect
        switch direction {
        case .down:
            let top = frame.minY + 0.5
            r = Rect(
                x: content.minX, y: top, width: content.width, height: min(content.maxY - top, frame.height + reach))
        case .up:
            let bottom = frame.maxY - 0.5
            let top = max(content.minY, bottom - frame.height - reach)
            r = Rect(x: content.minX, y: top, width: content.width, height: bottom - top)
        case .right:
            let left = frame.minX + 0.5
            r = Rect(
                x: left, y: content.minY, width: min(content.maxX - left, frame.width + reach), height: content.height)
        case .left:
            let right = frame.maxX - 0.5
            let left = max(content.minX, right - frame.width - reach)
            r = Rect(x: left, y: content.minY, width: right - left, height: content.height)
        }
        return r
    }

    /// Scrolls the least needed to show `frame` (its top-left when it is bigger than the screen).
    mutating func reveal(_ frame: Rect) {
        let v = viewport
        let size = v.visibleSize
        var o = offset
        if frame.minY < o.y || frame.height > size.height {
            o.y = (frame.minY / v.pointsPerRow).rounded(.down) * v.pointsPerRow
        } else if frame.maxY > o.y + size.height {
            o.y = frame.maxY - size.height
            o.y = (o.y / v.pointsPerRow).rounded(.up) * v.pointsPerRow
        }
        if frame.minX < o.x || frame.width > size.width {
            o.x = (frame.minX / v.pointsPerColumn).rounded(.down) * v.pointsPerColumn
        } else if frame.maxX > o.x + size.width {
            o.x = frame.maxX - size.width
            o.x = (o.x / v.pointsPerColumn).rounded(.up) * v.pointsPerColumn
        }
        scroll(to: o)
    }
}
