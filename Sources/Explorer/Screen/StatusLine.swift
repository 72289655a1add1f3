import CollectionLayout

/// What the status bar draws, and nothing else: the model's figures taken in one step
/// (``ExplorerModel/statusLine``), so ``StatusBar`` depends on this value, not on the
/// model.
public struct StatusLine: Sendable {
    /// The glyph set (dots, separators, the times sign).
    public var glyphs: Glyphs
    /// The scenario's name.
    public var scenarioName: String
    /// The layout's name.
    public var layoutName: String
    /// The layout choice on screen (0-based) and how many there are.
    public var choice: Int
    /// How many layout choices the scenario has.
    public var choiceCount: Int
    /// Elements on screen, and in the whole layout.
    public var visibleElements: Int
    /// Elements in the whole layout.
    public var totalElements: Int
    /// The last query's time, in microseconds, and its probes.
    public var queryMicros: Double
    /// The last query's probes.
    public var probes: Int
    /// The scroll axis.
    public var axis: Axis
    /// The scroll position and its limit.
    public var offset: Point
    /// The largest scroll position.
    public var maxOffset: Point
    /// The visible size, in points.
    public var visibleSize: Size
    /// The zoom factor.
    public var zoom: Double
    /// The layout's live parameters ("3 col, pad 6, ads 5"), if it has any.
    public var parameters: String?
    /// The last batch update, if any.
    public var lastUpdate: UpdateReport?
    /// True when the user's latest action was an update (its batch field goes first).
    public var updateFirst: Bool
}

/// What the footer draws: the tour banner, the latest message, the key hints.
public struct FooterLine: Sendable {
    /// The glyph set.
    public var glyphs: Glyphs
    /// True while the tour plays.
    public var touring: Bool
    /// The latest message, if any.
    public var message: String?
    /// True in focus mode (its own key hints).
    public var focusMode: Bool
    /// How many scenarios are open (more than one adds the scenario keys).
    public var scenarios: Int
}

extension ExplorerModel {
    /// The status bar's value. Complexity: O(sections) at most, for the parameters.
    public var statusLine: StatusLine {
        StatusLine(
            glyphs: options.glyphs, scenarioName: document.name, layoutName: layoutName, choice: choiceIndex,
            choiceCount: document.choices.count, visibleElements: visible.elements.count,
            totalElements: totalElements, queryMicros: queryMicros, probes: visible.probes,
            axis: layout?.scrollAxis ?? .vertical, offset: offset, maxOffset: maxOffset,
            visibleSize: viewport.visibleSize, zoom: zoom, parameters: parameterSummary, lastUpdate: lastUpdate,
            updateFirst: lastActionWasUpdate)
    }

    /// The footer's value. Complexity: O(1).
    public var footerLine: FooterLine {
        FooterLine(
            glyphs: options.glyphs, touring: tour != nil, message: message, focusMode: focusMode,
            scenarios: documents.count)
    }

    /// The configuration's live parameters at the device width (a split layout's rotation
    /// rules give the ratio of the width's class), if it has any.
    public var parameterSummary: String? {
        configuration.flatMap { LayoutTuning.summary(of: $0, containerWidth: deviceSize.width, glyphs: options.glyphs) }
    }
}
