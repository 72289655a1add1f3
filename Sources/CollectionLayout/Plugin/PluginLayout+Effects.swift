extension PluginLayout {
    /// Applies the active effects, in order, to a copy of a prepared element:
    /// sticky headers and footers move along the scroll axis and get zIndex
    /// `900 + section + 1` (headers) or `900 + section` (footers); fade sets a cell's
    /// alpha; elastic moves a cell along the scroll axis; then the ``customEffects`` adjust
    /// cells, each held to its contract (see ``LayoutEffect``), and a plugin that adjusts
    /// its own elements adjusts them (``LayoutPlugin/adjustElement(_:at:)``). A section
    /// listed in ``sectionEffects`` takes its own built-in effects instead of ``effects``.
    /// Complexity: O(effects), plus one hash lookup when some section has its own effects
    /// or some plugin adjusts its elements.
    public func adjust(_ attributes: inout LayoutAttributes, contentOffset: Point) {
        let axis = store.axis
        let offset = contentOffset[axis]
        let effects =
            activeSectionEffects.isEmpty
            ? activeEffects : activeSectionEffects[attributes.indexPath.section] ?? activeEffects
        for effect in effects {
            switch effect {
            case .sticky(let elements):
                guard attributes.code.isSupplementary else { continue }
                let section = attributes.indexPath.section
                guard section >= 0, section < stickyBands.count else { continue }
                let band = stickyBands[section]
                let h = attributes.frame.size[axis]
                switch elements {
                case .headers:
                    guard attributes.code == .header else { continue }
                    attributes.zIndex = 900 + section + 1
                    if band.hasItems { attributes.frame.origin[axis] = band.headerPosition(length: h, offset: offset) }
                case .footers:
                    guard attributes.code == .footer else { continue }
                    attributes.zIndex = 900 + section
                    if band.hasItems {
                        attributes.frame.origin[axis] = band.footerPosition(
                            length: h, offset: offset, viewport: viewportExtent)
                    }
                }
            case .fade(let span):
                guard attributes.code.isCell else { continue }
                attributes.alpha = PluginEffect.fadeAlpha(
                    origin: attributes.frame.origin[axis], offset: offset, viewport: viewportExtent, span: span)
            case .elastic(let spacing, let span):
                guard attributes.code.isCell else { continue }
                attributes.frame.origin[axis] += PluginEffect.elasticDisplacement(
                    origin: attributes.frame.origin[axis], offset: offset, viewport: viewportExtent,
                    spacing: spacing, span: span)
            }
        }
        if let reach = pluginReach(of: attributes) {
            let scroll = EffectScroll(axis: axis, offset: offset, viewportExtent: viewportExtent)
            adjustPluginElement(&attributes, reach: reach, scroll: scroll)
            return
        }
        guard !activeCustomEffects.isEmpty, attributes.code.isCell else { return }
        let scroll = EffectScroll(axis: axis, offset: offset, viewportExtent: viewportExtent)
        for effect in activeCustomEffects { effect.apply(to: &attributes, at: scroll) }
    }
}
