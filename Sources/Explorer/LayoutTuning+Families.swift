import CollectionLayout

/// Live parameters of the plugin and split layouts.
extension LayoutTuning {
    /// The left side's shares of the width that `v` steps through (a split "rotation").
    public static let splitRatios: [Double] = [0.3, 0.4, 0.5, 0.6, 0.7, 1]

    /// Plugin layout: columns and spacing apply to every section's plugin; the variant
    /// switches every section to the next plugin family (flow, grid, staggered, mosaic).
    static func adjustPlugin(_ layout: PluginLayout, knob: TuningKnob, step: Int, containerWidth: Double)
        -> TuningResult
    {
        var p = layout
        switch knob {
        case .columns:
            var texts: [String] = []
            for (i, section) in p.sections.enumerated() {
                guard let (next, text) = pluginColumns(section, step: step, containerWidth: containerWidth) else {
                    return .atLimit("columns (\(section.name)): limit")
                }
                p.sections[i] = next
                texts.append(text)
            }
            return .changed(p, unique(texts).joined(separator: ", "))
        case .spacing:
            for (i, section) in p.sections.enumerated() {
                var spacing = section.spacing
                guard let v = stepped(spacing.minimumInteritemSpacing, step) else {
                    return .atLimit("spacing: \(format(spacing.minimumInteritemSpacing)) pt (limit)")
                }
                spacing.minimumInteritemSpacing = v
                spacing.minimumLineSpacing = max(0, spacing.minimumLineSpacing + Double(step) * spacingStep)
                p.sections[i].spacing = spacing
            }
            return .changed(p, "spacing: \(format(p.sections.first?.spacing.minimumInteritemSpacing ?? 0)) pt")
        case .variant:
            let kinds = SectionPlugin.Kind.allCases
            let current = kinds.firstIndex(of: p.sections.first?.kind ?? .flow) ?? 0
            let kind = kinds[((current + step) % kinds.count + kinds.count) % kinds.count]
            p.sections = p.sections.map { $0.converted(to: kind) }
            return .changed(p, "plugin: \(kind.rawValue) in every section")
        case .bannerFrequency:
            return .unsupported("Plugin has no banners")
        }
    }

    /// One section plugin with one more or fewer column, and the text saying so.
    static func pluginColumns(_ section: SectionPlugin, step: Int, containerWidth: Double) -> (SectionPlugin, String)? {
        switch section {
        case .staggered(var s):
            let n = s.columns + step
            guard columnRange.contains(n) else { return nil }
            s.columns = n
            return (.staggered(s), "staggered columns: \(n)")
        case .mosaic(var m):
            let n = m.columns + step
            guard columnRange.contains(n) else { return nil }
            m.columns = n
            return (.mosaic(m), "mosaic columns: \(n)")
        case .grid(var g):
            let n = g.lineFraction + step
            guard columnRange.contains(n) else { return nil }
            g.lineFraction = n
            return (.grid(g), "grid items per line: \(n)")
        case .flow(var f):
            let flow = FlowLayout(
                itemSize: f.itemSize, minimumInteritemSpacing: f.spacing.minimumInteritemSpacing,
                sectionInset: f.spacing.sectionInset)
            guard
                case .changed(let resized as FlowLayout, _) = adjust(
                    flow, knob: .columns, step: step, containerWidth: containerWidth)
            else { return nil }
            f.itemSize = resized.itemSize
            return (.flow(f), "flow items per line: \(flowColumns(resized, containerWidth: containerWidth))")
        }
    }

    /// Split layout: columns set `itemsPerLine` (square items), spacing the item
    /// spacings, the variant the left side's share of the width.
    static func adjustSplit(_ layout: SplitLayout, knob: TuningKnob, step: Int) -> TuningResult {
        var s = layout
        switch knob {
        case .columns:
            let n = (s.itemsPerLine ?? 3) + step
            guard columnRange.contains(n) else { return .atLimit("items per line: \(s.itemsPerLine ?? 3) (limit)") }
            s.itemsPerLine = n
            return .changed(s, "items per line: \(n)")
        case .spacing:
            guard let v = stepped(s.minimumInterItemSpacing, step) else {
                return .atLimit("spacing: \(format(s.minimumInterItemSpacing)) pt (limit)")
            }
            s.minimumInterItemSpacing = v
            s.minimumItemLineSpacing = max(0, s.minimumItemLineSpacing + Double(step) * spacingStep)
            return .changed(s, "spacing: \(format(v)) pt")
        case .variant:
            let current =
                splitRatios.firstIndex { abs($0 - s.leftSideRatio) < 1e-9 }
                ?? splitRatios.enumerated().min {
                    abs($0.element - s.leftSideRatio) < abs($1.element - s.leftSideRatio)
                }!.offset
            let next = current + step
            guard splitRatios.indices.contains(next) else {
                return .atLimit("left side: \(percent(s.leftSideRatio)) (limit)")
            }
            s.leftSideRatio = splitRatios[next]
            if s.leftSideRatio < 1 && s.splitSpacing == 0 { s.splitSpacing = 8 }
            return .changed(s, "left side: \(percent(s.leftSideRatio)) of the width")
        case .bannerFrequency:
            return .unsupported("Split has no banners")
        }
    }

    static func pluginSummary(_ p: PluginLayout, glyphs: Glyphs) -> String {
        let kinds = unique(p.sections.map(\.name)).joined(separator: "+")
        return "\(kinds), gap \(format(p.sections.first?.spacing.minimumInteritemSpacing ?? 0))"
    }

    static func splitSummary(_ s: SplitLayout) -> String {
        let perLine = s.itemsPerLine.map { "\($0)/line" } ?? "own sizes"
        return "left \(percent(s.leftSideRatio)), \(perLine), gap \(format(s.minimumInterItemSpacing))"
    }

    static func percent(_ ratio: Double) -> String { "\(Int((ratio * 100).rounded()))%" }

    static func unique(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }
}
