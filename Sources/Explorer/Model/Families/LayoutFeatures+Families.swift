import CollectionLayout

// Which family offers which explorer feature (``LayoutFeatures.swift``): one conformance
// each.

extension PluginLayout.Configuration: SectionEffectsLayout {
    /// The engine's ``PluginLayout/toggleEffect(_:inSection:)`` on these settings.
    mutating func toggleEffect(_ kind: PluginEffect.Kind, inSection section: Int) -> Bool {
        var layout = PluginLayout(configuration: self)
        let on = layout.toggleEffect(kind, inSection: section)
        self = layout.configuration
        return on
    }
}

extension SplitLayout: SidedLayout {
    var widthClassNote: String? {
        guard let widthClass else { return nil }
        var text = "\(widthClass.rawValue): left side \(LayoutTuning.percent(leftSideRatio))"
        if collapsesToVisibleSide && (leftSideRatio == 0 || leftSideRatio == 1) { text += ", every section on it" }
        return text
    }
}

extension SplitLayout.Configuration: DefaultSizedLayout {
    func defaultSizeNote(dataGives: ((ItemMetrics) -> Bool) -> Bool, times: String) -> String? {
        guard itemsPerLine == nil, sizeForItem == nil, relativeItemSize == nil, !dataGives({ $0.width != nil })
        else { return nil }
        let f = LayoutTuning.format
        return
            "this data gives no item widths, so Split draws its default \(f(defaultItemSize.width))\(times)\(f(defaultItemSize.height)) pt items"
    }
}

extension FlowLayout.Configuration: DefaultSizedLayout {
    func defaultSizeNote(dataGives: ((ItemMetrics) -> Bool) -> Bool, times: String) -> String? {
        guard !dataGives({ $0.width != nil || $0.height != nil }) else { return nil }
        let f = LayoutTuning.format
        return
            "this data gives no item sizes, so Flow draws its \(f(itemSize.width))\(times)\(f(itemSize.height)) pt items"
    }
}

extension PinterestLayout.Configuration: DefaultSizedLayout {
    func defaultSizeNote(dataGives: ((ItemMetrics) -> Bool) -> Bool, times: String) -> String? {
        guard !dataGives({ $0.height != nil }) else { return nil }
        return "this data gives no item heights, so Pinterest makes every item 180 pt"
    }
}
