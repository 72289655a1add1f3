import CollectionLayout

/// A layout parameter the explorer changes live.
public enum TuningKnob: Hashable, Sendable, CaseIterable {
    /// Number of columns (Flow: items per line, by resizing the items).
    case columns
    /// Padding or spacing between items.
    case spacing
    /// How often banners appear (Pinterest).
    case bannerFrequency
    /// The layout's variant: the plugin family of every section (Plugin), the left
    /// side's share of the width (Split).
    case variant

    /// The parameter's name in messages.
    public var label: String {
        switch self {
        case .columns: return "columns"
        case .spacing: return "spacing"
        case .bannerFrequency: return "banner frequency"
        case .variant: return "variant"
        }
    }
}

/// The outcome of turning a knob.
public enum TuningResult: Sendable {
    /// The reconfigured (unprepared) layout and the new value, for the status bar.
    case changed(any CollectionViewLayout, String)
    /// The knob is at its limit; the text says so.
    case atLimit(String)
    /// The layout has no such parameter.
    case unsupported(String)
}

/// Live parameter changes on type-erased layouts: each known layout type exposes its
/// main parameters (columns, padding or spacing, banner frequency).
public enum LayoutTuning {
    /// Column counts stay in this range.
    public static let columnRange = 1...12
    /// Spacing and padding stay in this range, in points.
    public static let spacingRange = 0.0...48.0
    /// Spacing changes by this many points per key press.
    public static let spacingStep = 2.0
    /// Items between banners, from "off" to "very often"; `a` moves right.
    public static let bannerLadder: [Int?] = [nil, 30, 20, 12, 8, 5, 3, 2]

    /// The knobs `layout` supports.
    public static func knobs(of layout: any CollectionViewLayout) -> [TuningKnob] {
        switch layout {
        case is PinterestLayout: return [.columns, .spacing, .bannerFrequency]
        case is FlowLayout: return [.columns, .spacing]
        case is PluginLayout, is SplitLayout: return [.columns, .spacing, .variant]
        default: return []
        }
    }

    /// `layout` with `knob` moved by `step` (+1 more, -1 less), for a container of
    /// `containerWidth` points. `original` is the configuration before any tweak: a
    /// value derived from another (Flow's item size from a column count) returns to the
    /// original's when the count does, so tweaks undo exactly.
    public static func adjust(
        _ layout: any CollectionViewLayout, knob: TuningKnob, step: Int, containerWidth: Double,
        original: (any CollectionViewLayout)? = nil
    ) -> TuningResult {
        if var p = layout as? PinterestLayout {
            switch knob {
            case .columns:
                let n = p.numberOfColumns + step
                guard columnRange.contains(n) else { return .atLimit("columns: \(p.numberOfColumns) (limit)") }
                p.numberOfColumns = n
                return .changed(p, "columns: \(n)")
            case .spacing:
                guard let v = stepped(p.cellPadding, step) else {
                    return .atLimit("padding: \(format(p.cellPadding)) pt (limit)")
                }
                p.cellPadding = v
                return .changed(p, "padding: \(format(v)) pt")
            case .variant:
                return .unsupported("Pinterest has no variants")
            case .bannerFrequency:
                let current =
                    bannerLadder.firstIndex { $0 == p.numberOfItemsBeforeAds } ?? nearestRung(p.numberOfItemsBeforeAds)
                let next = current + step
                guard bannerLadder.indices.contains(next) else {
                    return .atLimit("banners: \(bannerText(p.numberOfItemsBeforeAds)) (limit)")
                }
                p.numberOfItemsBeforeAds = bannerLadder[next]
                return .changed(p, "banners: \(bannerText(p.numberOfItemsBeforeAds))")
            }
        }
        if var f = layout as? FlowLayout {
            switch knob {
            case .columns:
                guard f.scrollDirection == .vertical else {
                    return .unsupported("Flow scrolling sideways has rows, not columns")
                }
                let current = flowColumns(f, containerWidth: containerWidth)
                let n = current + step
                guard columnRange.contains(n) else { return .atLimit("columns: \(current) (limit)") }
                if let o = original as? FlowLayout, o.minimumInteritemSpacing == f.minimumInteritemSpacing,
                    o.sectionInset == f.sectionInset, flowColumns(o, containerWidth: containerWidth) == n
                {
                    f.itemSize = o.itemSize
                    return .changed(f, "columns: \(n) (item \(format(o.itemSize.width)) pt wide)")
                }
                let available = containerWidth - f.sectionInset.horizontal
                let width = ((available - Double(n - 1) * f.minimumInteritemSpacing) / Double(n)).rounded(.down)
                guard width >= 1 else { return .atLimit("columns: \(current) (items would vanish)") }
                let aspect = f.itemSize.width > 0 ? f.itemSize.height / f.itemSize.width : 1
                f.itemSize = Size(width: width, height: max(1, (width * aspect).rounded()))
                return .changed(f, "columns: \(n) (item \(format(width)) pt wide)")
            case .spacing:
                guard let v = stepped(f.minimumInteritemSpacing, step) else {
                    return .atLimit("spacing: \(format(f.minimumInteritemSpacing)) pt (limit)")
                }
                f.minimumInteritemSpacing = v
                f.minimumLineSpacing = max(0, f.minimumLineSpacing + Double(step) * spacingStep)
                return .changed(f, "spacing: \(format(v)) pt")
            case .bannerFrequency:
                return .unsupported("Flow has no banners")
            case .variant:
                return .unsupported("Flow has no variants")
            }
        }
        if let p = layout as? PluginLayout {
            return adjustPlugin(p, knob: knob, step: step, containerWidth: containerWidth)
        }
        if let split = layout as? SplitLayout {
            return adjustSplit(split, knob: knob, step: step)
        }
        return .unsupported("\(layout.name) has no \(knob.label) parameter")
    }

    /// How many items of a vertical flow fit on a line.
    static func flowColumns(_ f: FlowLayout, containerWidth: Double) -> Int {
        let available = containerWidth - f.sectionInset.horizontal
        let spacing = f.minimumInteritemSpacing
        return max(1, Int(((available + spacing) / (f.itemSize.width + spacing)).rounded(.down)))
    }

    static func stepped(_ value: Double, _ step: Int) -> Double? {
        let v = value + Double(step) * spacingStep
        guard spacingRange.contains(v) else { return nil }
        return v
    }

    private static func nearestRung(_ value: Int?) -> Int {
        guard let value, value > 0 else { return 0 }
        var best = 1
        for (i, rung) in bannerLadder.enumerated() {
            if let r = rung, abs(r - value) < abs((bannerLadder[best] ?? 0) - value) { best = i }
        }
        return best
    }

    /// "every 5 items" or "off".
    public static func bannerText(_ itemsBeforeAds: Int?) -> String {
        guard let n = itemsBeforeAds, n > 0 else { return "off" }
        return "every \(n) items"
    }

    /// A number without a trailing ".0".
    public static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String((v * 10).rounded() / 10)
    }
}

extension LayoutTuning {
    /// The current values of a layout's live parameters, short, for the status bar
    /// ("3 col, pad 6, ads 5": a banner after every 5 items), or `nil` when it has none.
    public static func summary(of layout: any CollectionViewLayout, glyphs: Glyphs) -> String? {
        if let p = layout as? PinterestLayout {
            let ads = p.numberOfItemsBeforeAds.map { $0 > 0 ? "ads \($0)" : "no ads" } ?? "no ads"
            return "\(p.numberOfColumns) col, pad \(format(p.cellPadding)), \(ads)"
        }
        if let f = layout as? FlowLayout {
            return
                "\(format(f.itemSize.width))\(glyphs.times)\(format(f.itemSize.height)), gap \(format(f.minimumInteritemSpacing))"
        }
        if let p = layout as? PluginLayout { return pluginSummary(p, glyphs: glyphs) }
        if let s = layout as? SplitLayout { return splitSummary(s) }
        return nil
    }
}
