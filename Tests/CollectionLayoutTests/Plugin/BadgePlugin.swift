import CollectionLayout

/// A test plugin, written against the public API only, that makes elements besides its
/// items: items one under another (`itemHeight` each, full usable width), a `badge`
/// supplementary view at the section's start that follows the scroll position (its plugin
/// asks for more than its reach; the layout clamps), a `rule` decoration under each item,
/// and, with `makesHeader`, a `header` of its own. `fault` breaks the contract on purpose.
struct BadgePlugin: LayoutPlugin {
    enum Fault: Hashable {
        case none, wrongSection, duplicate, notFinite, negativeSize, badAlpha, cellElement, emptyKind, header
    }
    var itemHeight: Double = 20
    var reach: Double = 30
    var makesHeader = false
    var fault = Fault.none
    var spacing = PluginSpacing(minimumLineSpacing: 0, minimumInteritemSpacing: 0)

    var adjustsElements: Bool { true }
    var elementReach: Double { reach }

    func validate(path: String) throws(LayoutError) {}

    func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        for item in 0..<input.itemCount {
            frames.append(
                Rect(
                    x: input.insets.left, y: input.start + Double(item) * itemHeight, width: input.usableCross,
                    height: itemHeight))
        }
        return input.start + Double(input.itemCount) * itemHeight
    }

    func placeElements(_ section: PluginSectionPlacement, into elements: inout [LayoutAttributes]) throws(LayoutError) {
        let s = section.section
        let cross = section.input.crossExtent
        elements.append(
            LayoutAttributes(
                category: .supplementary(kind: "badge"), indexPath: IndexPath(item: 0, section: s),
                frame: Rect(x: cross - 30, y: section.sectionStart, width: 30, height: 10), zIndex: 5))
        for (item, frame) in section.itemFrames.enumerated() {
            elements.append(
                LayoutAttributes(
                    category: .decoration(kind: "rule"), indexPath: IndexPath(item: item, section: s),
                    frame: Rect(x: 0, y: frame.maxY, width: cross, height: 1)))
        }
        if makesHeader {
            elements.append(
                LayoutAttributes(
                    category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: s),
                    frame: Rect(x: 0, y: section.sectionStart, width: cross, height: 5)))
        }
        var bad = LayoutAttributes(
            category: .decoration(kind: "bad"), indexPath: IndexPath(item: 0, section: s),
            frame: Rect(x: 0, y: 0, width: 1, height: 1))
        switch fault {
        case .none: return
        case .wrongSection: bad.indexPath = IndexPath(item: 0, section: s + 1)
        case .duplicate: bad.category = .supplementary(kind: "badge")
        case .notFinite: bad.frame.size.height = .nan
        case .negativeSize: bad.frame.size.width = -1
        case .badAlpha: bad.alpha = 2
        case .cellElement: bad.category = .cell
        case .emptyKind: bad.category = .decoration(kind: "")
        case .header: bad.category = .supplementary(kind: ElementKind.header)
        }
        elements.append(bad)
    }

    /// The badge follows the content offset down the section, asking for the whole way
    /// (the layout holds it to ``reach``); it fades to 0.5 once it has moved.
    func adjustElement(_ element: inout LayoutAttributes, at scroll: EffectScroll) {
        guard element.category == .supplementary(kind: "badge") else { return }
        let start = element.frame.origin[scroll.axis]
        if scroll.offset > start {
            element.frame.origin[scroll.axis] = scroll.offset
            element.alpha = 0.5
        }
    }
}
