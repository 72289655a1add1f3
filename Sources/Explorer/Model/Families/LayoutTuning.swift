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
    /// The new configuration and the new value, for the status bar.
    case changed(any LayoutConfiguration, String)
    /// The knob is at its limit; the text says so.
    case atLimit(String)
    /// The layout has no such parameter.
    case unsupported(String)
}

/// A layout configuration the explorer can tune live: its knobs, how one turn of a knob
/// changes it, and a short summary of its current values. Each tunable layout family's
/// configuration conforms once (`LayoutTuning+Families.swift`); ``LayoutTuning``
/// dispatches through this protocol, so a new family needs no other change here.
protocol TunableLayout: LayoutConfiguration {
    /// The knobs this layout supports, in the order the tour tries them.
    var tuningKnobs: [TuningKnob] { get }

    /// This layout with `knob` moved by `step`, for a container of `containerWidth`
    /// points. `original` is the configuration before any tweak, when it is of the same
    /// family (see ``LayoutTuning/adjust(_:knob:step:containerWidth:original:)``).
    func tuned(_ knob: TuningKnob, step: Int, containerWidth: Double, original: Self?) -> TuningResult

    /// The current values of the live parameters in a container `containerWidth` points
    /// wide, short, for the status bar.
    func tuningSummary(containerWidth: Double, glyphs: Glyphs) -> String
}

extension TunableLayout {
    /// ``tuned(_:step:containerWidth:original:)`` with a type-erased original, which
    /// counts only when it is of this layout's family.
    func tuned(_ knob: TuningKnob, step: Int, containerWidth: Double, anyOriginal: (any LayoutConfiguration)?)
        -> TuningResult
    {
        tuned(knob, step: step, containerWidth: containerWidth, original: anyOriginal as? Self)
    }
}

/// Live parameter changes on type-erased layouts: each layout that conforms to
/// ``TunableLayout`` exposes its main parameters (columns, padding or spacing, banner
/// frequency, variant); every other layout has none.
public enum LayoutTuning {
    /// Column counts stay in this range.
    public static let columnRange = 1...12
    /// Spacing and padding stay in this range, in points.
    public static let spacingRange = 0.0...48.0
    /// Spacing changes by this many points per key press.
    public static let spacingStep = 2.0
    /// Items between banners, from "off" to "very often"; `a` moves right.
    public static let bannerLadder: [Int?] = [nil, 30, 20, 12, 8, 5, 3, 2]

    /// The knobs `layout` supports. Complexity: O(1).
    public static func knobs(of layout: any LayoutConfiguration) -> [TuningKnob] {
        (layout as? any TunableLayout)?.tuningKnobs ?? []
    }

    /// `layout` with `knob` moved by `step` (+1 more, -1 less), for a container of
    /// `containerWidth` points. `original` is the configuration before any tweak: a
    /// value derived from another (Flow's item size from a column count) returns to the
    /// original's when the count does, so tweaks undo exactly. Complexity: O(sections)
    /// at most (PluginLayout changes every section's plugin).
    public static func adjust(
        _ layout: any LayoutConfiguration, knob: TuningKnob, step: Int, containerWidth: Double,
        original: (any LayoutConfiguration)? = nil
    ) -> TuningResult {
        guard let tunable = layout as? any TunableLayout else {
            return .unsupported("\(layout.name) has no \(knob.label) parameter")
        }
        return tunable.tuned(knob, step: step, containerWidth: containerWidth, anyOriginal: original)
    }

    /// The current values of a layout's live parameters in a container `containerWidth`
    /// points wide, short, for the status bar ("3 col, pad 6, ads 5": a banner after every
    /// 5 items), or `nil` when it has none.
    public static func summary(of layout: any LayoutConfiguration, containerWidth: Double, glyphs: Glyphs) -> String? {
        (layout as? any TunableLayout)?.tuningSummary(containerWidth: containerWidth, glyphs: glyphs)
    }

    /// How many items of a vertical flow fit on a line.
    static func flowColumns(_ f: FlowLayout.Configuration, containerWidth: Double) -> Int {
        let available = containerWidth - f.sectionInset.horizontal
        let spacing = f.minimumInteritemSpacing
        return max(1, Int(((available + spacing) / (f.itemSize.width + spacing)).rounded(.down)))
    }

    static func stepped(_ value: Double, _ step: Int) -> Double? {
        let v = value + Double(step) * spacingStep
        guard spacingRange.contains(v) else { return nil }
        return v
    }

    static func nearestRung(_ value: Int?) -> Int {
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

    static func percent(_ ratio: Double) -> String { "\(Int((ratio * 100).rounded()))%" }

    static func unique(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }
}
