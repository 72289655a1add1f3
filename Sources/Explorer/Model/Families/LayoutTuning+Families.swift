import CollectionLayout

// The live parameters of each tunable layout family: one ``TunableLayout`` conformance
// per family's configuration. A family without one has no knobs (Mosaic, Compositional).

/// Pinterest: columns, cell padding, and how often banners appear.
extension PinterestLayout.Configuration: TunableLayout {
    var tuningKnobs: [TuningKnob] { [.columns, .spacing, .bannerFrequency] }

    func tuned(_ knob: TuningKnob, step: Int, containerWidth: Double, original: Self?)
        -> TuningResult
    {
        var p = self
        switch knob {
        case .columns:
            let n = p.numberOfColumns + step
            guard LayoutTuning.columnRange.contains(n) else {
                return .atLimit("columns: \(p.numberOfColumns) (limit)")
            }
            p.numberOfColumns = n
            return .changed(p, "columns: \(n)")
        case .spacing:
            guard let v = LayoutTuning.stepped(p.cellPadding, step) else {
                return .atLimit("padding: \(LayoutTuning.format(p.cellPadding)) pt (limit)")
            }
            p.cellPadding = v
            return .changed(p, "padding: \(LayoutTuning.format(v)) pt")
        case .variant:
            return .unsupported("Pinterest has no variants")
        case .bannerFrequency:
            let ladder = LayoutTuning.bannerLadder
            let current =
                ladder.firstIndex { $0 == p.numberOfItemsBeforeAds }
                ?? LayoutTuning.nearestRung(p.numberOfItemsBeforeAds)
            let next = current + step
            guard ladder.indices.contains(next) else {
                return .atLimit("banners: \(LayoutTuning.bannerText(p.numberOfItemsBeforeAds)) (limit)")
            }
            p.numberOfItemsBeforeAds = ladder[next]
            return .changed(p, "banners: \(LayoutTuning.bannerText(p.numberOfItemsBeforeAds))")
        }
    }

    func tuningSummary(containerWidth: Double, glyphs: Glyphs) -> String {
        let ads = numberOfItemsBeforeAds.map { $0 > 0 ? "ads \($0)" : "no ads" } ?? "no ads"
        return "\(numberOfColumns) col, pad \(LayoutTuning.format(cellPadding)), \(ads)"
    }
}

/// Flow: columns (by resizing the items) and spacing.
extension FlowLayout.Configuration: TunableLayout {
    var tuningKnobs: [TuningKnob] { [.columns, .spacing] }

    func tuned(_ knob: TuningKnob, step: Int, containerWidth: Double, original: Self?)
        -> TuningResult
    {
        var f = self
        let format = LayoutTuning.format
        switch knob {
        case .columns:
            let resized = resizedColumns(step: step, containerWidth: containerWidth, original: original)
            if let flow = resized.flow { return .changed(flow, resized.text) }
            return resized.atLimit ? .atLimit(resized.text) : .unsupported(resized.text)
        case .spacing:
            guard let v = LayoutTuning.stepped(f.minimumInteritemSpacing, step) else {
                return .atLimit("spacing: \(format(f.minimumInteritemSpacing)) pt (limit)")
            }
            f.minimumInteritemSpacing = v
            f.minimumLineSpacing = max(0, f.minimumLineSpacing + Double(step) * LayoutTuning.spacingStep)
            return .changed(f, "spacing: \(format(v)) pt")
        case .bannerFrequency:
            return .unsupported("Flow has no banners")
        case .variant:
            return .unsupported("Flow has no variants")
        }
    }

    /// The columns knob: this flow with its items resized so that `step` more fit on a
    /// line, and the footer's text; or no flow, the text saying why, and whether that is
    /// a limit (else the flow has no columns: it scrolls sideways). Back at the column
    /// count of `original`, its item size returns exactly. Complexity: O(1).
    func resizedColumns(step: Int, containerWidth: Double, original: FlowLayout.Configuration?)
        -> (flow: FlowLayout.Configuration?, text: String, atLimit: Bool)
    {
        var f = self
        let format = LayoutTuning.format
        guard f.scrollDirection == .vertical else {
            return (nil, "Flow scrolling sideways has rows, not columns", false)
        }
        let current = LayoutTuning.flowColumns(f, containerWidth: containerWidth)
        let n = current + step
        guard LayoutTuning.columnRange.contains(n) else { return (nil, "columns: \(current) (limit)", true) }
        if let o = original, o.minimumInteritemSpacing == f.minimumInteritemSpacing,
            o.sectionInset == f.sectionInset, LayoutTuning.flowColumns(o, containerWidth: containerWidth) == n
        {
            f.itemSize = o.itemSize
            return (f, "columns: \(n) (item \(format(o.itemSize.width)) pt wide)", false)
        }
        let available = containerWidth - f.sectionInset.horizontal
        let width = ((available - Double(n - 1) * f.minimumInteritemSpacing) / Double(n)).rounded(.down)
        guard width >= 1 else { return (nil, "columns: \(current) (items would vanish)", true) }
        let aspect = f.itemSize.width > 0 ? f.itemSize.height / f.itemSize.width : 1
        f.itemSize = Size(width: width, height: max(1, (width * aspect).rounded()))
        return (f, "columns: \(n) (item \(format(width)) pt wide)", false)
    }

    func tuningSummary(containerWidth: Double, glyphs: Glyphs) -> String {
        let format = LayoutTuning.format
        return
            "\(format(itemSize.width))\(glyphs.times)\(format(itemSize.height)), gap \(format(minimumInteritemSpacing))"
    }
}

/// PluginLayout: columns and spacing apply to every section's plugin; the variant
/// switches every section to the next plugin family (flow, grid, staggered, mosaic).
extension PluginLayout.Configuration: TunableLayout {
    var tuningKnobs: [TuningKnob] { [.columns, .spacing, .variant] }

    func tuned(_ knob: TuningKnob, step: Int, containerWidth: Double, original: Self?)
        -> TuningResult
    {
        var p = self
        switch knob {
        case .columns:
            var texts: [String] = []
            for (i, section) in p.sections.enumerated() {
                guard let (next, text) = Self.columns(of: section, step: step, containerWidth: containerWidth) else {
                    return .atLimit("columns (\(section.name)): limit")
                }
                p.sections[i] = next
                texts.append(text)
            }
            return .changed(p, LayoutTuning.unique(texts).joined(separator: ", "))
        case .spacing:
            for (i, section) in p.sections.enumerated() {
                var spacing = section.spacing
                guard let v = LayoutTuning.stepped(spacing.minimumInteritemSpacing, step) else {
                    return .atLimit("spacing: \(LayoutTuning.format(spacing.minimumInteritemSpacing)) pt (limit)")
                }
                spacing.minimumInteritemSpacing = v
                spacing.minimumLineSpacing = max(
                    0, spacing.minimumLineSpacing + Double(step) * LayoutTuning.spacingStep)
                p.sections[i].spacing = spacing
            }
            let first = p.sections.first?.spacing.minimumInteritemSpacing ?? 0
            return .changed(p, "spacing: \(LayoutTuning.format(first)) pt")
        case .variant:
            let kinds = SectionPlugin.Kind.allCases
            let first = p.sections.first.map { $0.backgroundBase ?? $0 }
            let current = kinds.firstIndex(of: first?.kind ?? .flow) ?? 0
            let kind = kinds[((current + step) % kinds.count + kinds.count) % kinds.count]
            p.sections = p.sections.map { $0.converted(to: kind) }
            return .changed(p, "plugin: \(kind.rawValue) in every section")
        case .bannerFrequency:
            return .unsupported("Plugin has no banners")
        }
    }

    /// One section plugin with one more or fewer column, and the text saying so.
    static func columns(of section: SectionPlugin, step: Int, containerWidth: Double) -> (SectionPlugin, String)? {
        let range = LayoutTuning.columnRange
        switch section {
        case .staggered(var s):
            let n = s.columns + step
            guard range.contains(n) else { return nil }
            s.columns = n
            return (.staggered(s), "staggered columns: \(n)")
        case .mosaic(var m):
            let n = m.columns + step
            guard range.contains(n) else { return nil }
            m.columns = n
            return (.mosaic(m), "mosaic columns: \(n)")
        case .grid(var g):
            let n = g.lineFraction + step
            guard range.contains(n) else { return nil }
            g.lineFraction = n
            return (.grid(g), "grid items per line: \(n)")
        case .custom:
            // A section background keeps its background; the plugin inside it changes.
            guard let base = section.backgroundBase,
                let (inner, text) = columns(of: base, step: step, containerWidth: containerWidth)
            else { return nil }
            return (section.replacingBackgroundBase(with: inner), text)
        case .flow(var f):
            let flow = FlowLayout(
                itemSize: f.itemSize, minimumInteritemSpacing: f.spacing.minimumInteritemSpacing,
                sectionInset: f.spacing.sectionInset
            ).configuration
            guard let resized = flow.resizedColumns(step: step, containerWidth: containerWidth, original: nil).flow
            else { return nil }
            f.itemSize = resized.itemSize
            let n = LayoutTuning.flowColumns(resized, containerWidth: containerWidth)
            return (.flow(f), "flow items per line: \(n)")
        }
    }

    /// The plugin families and the gap, then each section with effects of its own
    /// (``PluginLayout/sectionEffects``, what `T`, `F` and `L` change): "section 2: sticky+fade".
    func tuningSummary(containerWidth: Double, glyphs: Glyphs) -> String {
        let kinds = LayoutTuning.unique(sections.map(\.name)).joined(separator: "+")
        var text = "\(kinds), gap \(LayoutTuning.format(sections.first?.spacing.minimumInteritemSpacing ?? 0))"
        for (section, list) in sectionEffects.sorted(by: { $0.key < $1.key }) {
            let names = list.map(Self.effectName)
            text += ", section \(section): " + (names.isEmpty ? "no effects" : names.joined(separator: "+"))
        }
        return text
    }

    /// An effect's short name in the status bar.
    static func effectName(_ effect: PluginEffect) -> String {
        switch effect.kind {
        case .stickyHeaders: return "sticky"
        case .stickyFooters: return "sticky footers"
        case .fade: return "fade"
        case .elastic: return "elastic"
        }
    }
}

/// SplitLayout: columns set `itemsPerLine` (square items), spacing the item spacings, the
/// variant the left side's share of the width (a "rotation").
extension SplitLayout.Configuration: TunableLayout {
    /// The left side's shares of the width that `v` steps through.
    static let tuningRatios: [Double] = [0.3, 0.4, 0.5, 0.6, 0.7, 1]

    var tuningKnobs: [TuningKnob] { [.columns, .spacing, .variant] }

    func tuned(_ knob: TuningKnob, step: Int, containerWidth: Double, original: Self?)
        -> TuningResult
    {
        var s = self
        let percent = LayoutTuning.percent
        switch knob {
        case .columns:
            let n = (s.itemsPerLine ?? 3) + step
            guard LayoutTuning.columnRange.contains(n) else {
                return .atLimit("items per line: \(s.itemsPerLine ?? 3) (limit)")
            }
            s.itemsPerLine = n
            // The sizing delegate would decide every item: squares replace it.
            let replaced = s.sizeForItem != nil || s.relativeItemSize != nil
            s.sizeForItem = nil
            s.relativeItemSize = nil
            return .changed(s, "items per line: \(n)" + (replaced ? " (squares replace the sizes by side)" : ""))
        case .spacing:
            guard let v = LayoutTuning.stepped(s.minimumInterItemSpacing, step) else {
                return .atLimit("spacing: \(LayoutTuning.format(s.minimumInterItemSpacing)) pt (limit)")
            }
            s.minimumInterItemSpacing = v
            s.minimumItemLineSpacing = max(0, s.minimumItemLineSpacing + Double(step) * LayoutTuning.spacingStep)
            return .changed(s, "spacing: \(LayoutTuning.format(v)) pt")
        case .variant:
            // With rotation rules, the ratio to step is the rule of this width's class.
            let widthClass = s.rotation?.widthClass(forContainerWidth: containerWidth)
            let rule = widthClass.flatMap { s.rotation?.rule(for: $0) }
            let ratio = rule?.leftSideRatio ?? s.leftSideRatio
            let ratios = Self.tuningRatios
            let current =
                ratios.firstIndex { abs($0 - ratio) < 1e-9 }
                ?? ratios.enumerated().min { abs($0.element - ratio) < abs($1.element - ratio) }!.offset
            let next = current + step
            guard ratios.indices.contains(next) else {
                return .atLimit("left side: \(percent(ratio)) (limit)")
            }
            if let widthClass, var rule {
                rule.leftSideRatio = ratios[next]
                s.rotation?.setRule(rule, for: widthClass)
            } else {
                s.leftSideRatio = ratios[next]
            }
            if ratios[next] < 1 && s.splitSpacing == 0 { s.splitSpacing = 8 }
            let scope = widthClass.map { " (\($0.rawValue) width)" } ?? ""
            return .changed(s, "left side: \(percent(ratios[next])) of the width\(scope)")
        case .bannerFrequency:
            return .unsupported("Split has no banners")
        }
    }

    func tuningSummary(containerWidth: Double, glyphs: Glyphs) -> String {
        let perLine =
            itemsPerLine.map { "\($0)/line" }
            ?? (sizeForItem == nil && relativeItemSize == nil ? "own sizes" : "sized by side")
        // With rotation rules, the ratio in force is the rule of this width's class.
        let rule = rotation.map { $0.rule(for: $0.widthClass(forContainerWidth: containerWidth)) }
        let ratio = rule?.leftSideRatio ?? leftSideRatio
        let collapses = rule?.collapsesToVisibleSide ?? collapsesToVisibleSide
        let collapse = collapses && (ratio == 0 || ratio == 1) ? " one side" : ""
        return
            "left \(LayoutTuning.percent(ratio))\(collapse), \(perLine), gap \(LayoutTuning.format(minimumInterItemSpacing))"
    }
}
