import CollectionLayout

// The family-specific features the explorer offers, each an opt-in protocol as
// ``TunableLayout`` is: the explorer asks `configuration as? any SectionEffectsLayout` (a
// feature that edits or reads settings) or `layout as? any SidedLayout` (one that reads
// what a prepare computed) and never names a family. Each family conforms once, in `LayoutFeatures+Families.swift`. (Strips
// that scroll on their own are the engine's ``OrthogonalScrollingLayout``: the viewer
// passes their offsets with each query.)

/// Scroll effects chosen per section (PluginLayout): the `T`, `F` and `L` keys.
protocol SectionEffectsLayout: LayoutConfiguration {
    /// Turns `kind` on or off in `section` of the configuration; returns whether it is now
    /// on. Complexity: O(effects).
    mutating func toggleEffect(_ kind: PluginEffect.Kind, inSection section: Int) -> Bool
}

/// Sections on two sides (SplitLayout): the `o` key and the device-width message.
protocol SidedLayout: CollectionViewLayout {
    /// Per section, the side it was laid out on at the last prepare, or `nil` when it is
    /// hidden at this width.
    var sectionSides: [SectionSide?] { get }

    /// What the width class of the last prepare did to the sides ("regular: left side
    /// 60%"), or `nil` when the layout has no width rules.
    var widthClassNote: String? { get }

    /// The colour of `section`'s background decoration, which the styles may set per
    /// section and side, around `sectionBackground` (the data's own).
    func backgroundColor(ofSection section: Int, sectionBackground: String?) -> String?
}

/// A layout that draws items of a default size when the data lacks the item keys it
/// reads: the footer explains a picture that looks wrong for the data.
protocol DefaultSizedLayout: LayoutConfiguration {
    /// The note when the data gives none of the keys this layout reads, else `nil`.
    /// `dataGives` answers whether some item (of a sample) has what the predicate asks.
    func defaultSizeNote(dataGives: ((ItemMetrics) -> Bool) -> Bool, times: String) -> String?
}
