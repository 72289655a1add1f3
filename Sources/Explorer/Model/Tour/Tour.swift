import CollectionLayout

/// What a tour step does: exactly what a user's key press would do, so the tour shows
/// the real explorer.
public enum TourAction: Hashable, Sendable {
    /// Press a key.
    case key(Key)
    /// Open document `index`.
    case open(Int)
    /// Switch the device width preset.
    case preset(DevicePreset)
}

/// One step of the tour: wait `delay` seconds, then act, then show `caption` if any.
public struct TourStep: Hashable, Sendable {
    /// Seconds to wait after the previous step.
    public var delay: Double
    /// What to do.
    public var action: TourAction
    /// The footer text to show afterwards, if any.
    public var caption: String?

    /// Creates a step.
    public init(_ delay: Double, _ action: TourAction, caption: String? = nil) {
        self.delay = delay
        self.action = action
        self.caption = caption
    }
}

/// The scripted walk of `tessera --tour`: every open scenario in turn, scrolled, switched
/// through its layouts, tweaked, updated (and the updates undone), rotated, inspected and
/// debugged; then again from the start.
public enum TourScript {
    /// The steps for the explorer's open documents, starting with the one on screen.
    public static func steps(for model: ExplorerModel) -> [TourStep] {
        var steps: [TourStep] = []
        let count = model.documents.count
        for n in 0..<count {
            let index = (model.documentIndex + n) % count
            let doc = model.documents[index]
            let caption = "Demo \(n + 1)/\(count): \(doc.name) (n next demo, any other key takes over)"
            steps.append(TourStep(n == 0 ? 0 : 1.2, .open(index), caption: caption))
            let home = Character(String(doc.initialChoice + 1))
            steps.append(TourStep(0.01, .key(.character(home)), caption: caption))
            if hasStrips(doc) {
                steps += [
                    TourStep(1.4, .key(.character("l"))), TourStep(1.0, .key(.character("l"))),
                    TourStep(1.0, .key(.character("h"))), TourStep(1.0, .key(.character("h"))),
                ]
            }
            steps.append(contentsOf: scroll())
            let layoutsToShow = min(doc.choices.count - 1, 3)
            if layoutsToShow > 0 {
                for _ in 0..<layoutsToShow {
                    steps.append(TourStep(1.6, .key(.tab)))
                    for i in 0..<2 { steps.append(TourStep(i == 0 ? 1.0 : 0.15, .key(.down))) }
                }
                steps.append(TourStep(1.4, .key(.character(home))))
            }
            let knobs =
                doc.choices.indices.contains(doc.initialChoice)
                ? LayoutTuning.knobs(of: doc.choices[doc.initialChoice].configuration) : []
            if knobs.contains(.columns) {
                steps += [TourStep(1.2, .key(.character("c"))), TourStep(1.2, .key(.character("C")))]
            }
            if knobs.contains(.spacing) {
                steps += [TourStep(1.0, .key(.character("s"))), TourStep(1.0, .key(.character("S")))]
            }
            if knobs.contains(.variant) {
                steps += [TourStep(1.2, .key(.character("v"))), TourStep(1.4, .key(.character("V")))]
            }
            if knobs.contains(.bannerFrequency) {
                steps += [TourStep(1.0, .key(.character("a"))), TourStep(1.2, .key(.character("A")))]
            }
            // PluginLayout's effects, toggled in the section on screen and back.
            if doc.choices.indices.contains(doc.initialChoice),
                doc.choices[doc.initialChoice].configuration is any SectionEffectsLayout
            {
                steps += [
                    TourStep(1.2, .key(.character("L"))), TourStep(1.6, .key(.character("L"))),
                    TourStep(1.2, .key(.character("F"))), TourStep(1.4, .key(.character("F"))),
                ]
            }
            // Batch updates: insert, reload, the WWDC18 sample's remote updates, a
            // shuffle through the diff; then undone, so the tour leaves the data as it was.
            steps += [
                TourStep(1.2, .key(.character("i"))), TourStep(1.4, .key(.character("z"))),
                TourStep(1.6, .key(.character("u"))), TourStep(1.0, .key(.character("u"))),
            ]
            steps += [
                TourStep(1.2, .preset(.phoneLandscape)), TourStep(1.6, .preset(.scenario)),
                TourStep(1.4, .key(.character("f"))), TourStep(0.7, .key(.right)),
                TourStep(0.7, .key(.down)), TourStep(0.7, .key(.down)),
                TourStep(1.2, .key(.escape)),
                TourStep(0.8, .key(.character("d"))), TourStep(0.6, .key(.down)), TourStep(1.6, .key(.character("d"))),
            ]
        }
        return steps
    }

    /// True when the document's own layout has orthogonally scrolling sections.
    static func hasStrips(_ doc: ExplorerDocument) -> Bool {
        guard doc.choices.indices.contains(doc.initialChoice),
            let c = try? doc.choices[doc.initialChoice].configuration.prepared(for: doc.context),
            let strips = c as? any OrthogonalScrollingLayout
        else { return false }
        return !strips.orthogonalStrips.isEmpty
    }

    private static func scroll() -> [TourStep] {
        var steps: [TourStep] = []
        for i in 0..<4 { steps.append(TourStep(i == 0 ? 1.5 : 0.12, .key(.down))) }
        steps.append(TourStep(0.8, .key(.pageDown)))
        steps.append(TourStep(0.8, .key(.pageUp)))
        return steps
    }
}

/// Plays a tour script against the clock; loops when it reaches the end.
public struct TourPlayer: Hashable, Sendable {
    /// The steps.
    public let script: [TourStep]
    /// The next step to play.
    public private(set) var index = 0
    /// When it is due (seconds), or `nil` for an empty script.
    public private(set) var nextTime: Double?

    /// Starts playing at `start`.
    public init(script: [TourStep], start: Double) {
        self.script = script
        nextTime = script.first.map { start + $0.delay }
    }

    /// The steps due at `now`, in order; the clock then moves on. After a long stall
    /// (the process was suspended) the tour resumes from `now` instead of catching up.
    public mutating func due(at now: Double) -> [TourStep] {
        guard var next = nextTime, !script.isEmpty else { return [] }
        if now - next > 1 { next = now }
        var out: [TourStep] = []
        while next <= now && out.count < script.count {
            out.append(script[index])
            index = (index + 1) % script.count
            next += script[index].delay
        }
        nextTime = next
        return out
    }

    /// Makes step `index` the next one, due at `now`.
    public mutating func jump(to index: Int, at now: Double) {
        guard script.indices.contains(index) else { return }
        self.index = index
        nextTime = now
    }

    /// How far along the tour is (step index, step count).
    public var position: (step: Int, of: Int) { (index, script.count) }
}
