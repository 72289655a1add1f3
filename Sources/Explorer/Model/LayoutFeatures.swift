import CollectionLayout

// The family-specific features the explorer offers, each an opt-in protocol as
// ``TunableLayout`` is: the explorer asks `layout as? any SectionEffectsLayout` and never
// names a family. Each family conforms once, in `LayoutFeatures+Families.swift`.

/// Scroll effects chosen per section (PluginLayout): the `T`, `F` and `L` keys.
protocol SectionEffectsLayout: CollectionViewLayout {
    /// Turns `kind` on or off in `section` of the configuration; returns whether it is now
    /// on. Complexity: O(effects).
    mutating func toggleEffect(_ kind: PluginEffect.Kind, inSection section: Int) -> Bool

    /// Sets `kind` in `section` of a prepared layout, without a prepare (effects apply at
    /// query time). Complexity: O(effects), O(n) when the index must be widened.
    mutating func setEffect(_ kind: PluginEffect.Kind, on: Bool, inSection section: Int)
}

/// Sections that scroll on their own, across the main axis (compositional orthogonal
/// strips): the sideways keys.
protocol StripScrollingLayout: CollectionViewLayout {
    /// The prepared strips, in section order.
    var orthogonalStrips: [OrthogonalStrip] { get }

    /// The strip of `section`, or `nil` when it does not scroll on its own.
    func strip(forSection section: Int) -> OrthogonalStrip?

    /// The current offset of `section`'s strip.
    func stripOffset(forSection section: Int) -> Double

    /// The strips' offsets by section: a scroll state, applied at query time.
    var orthogonalOffsets: [Int: Double] { get set }
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
protocol DefaultSizedLayout: CollectionViewLayout {
    /// The note when the data gives none of the keys this layout reads, else `nil`.
    /// `dataGives` answers whether some item (of a sample) has what the predicate asks.
    func defaultSizeNote(dataGives: ((ItemMetrics) -> Bool) -> Bool, times: String) -> String?
}
