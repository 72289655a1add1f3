import CollectionLayout

/// What is wrong with a watched scenario file, as the explorer shows it over the
/// content: a title line and the problems, one per line, already inert (the caller
/// formats them; the model escapes them again before drawing).
public struct FileProblem: Sendable, Hashable {
    /// The first line: what happened (`feed.json has 2 problems`, `feed.json was deleted`).
    public var title: String
    /// The problems (`feed.json:4:30: error: layout.minimumLineSpacing: ...`) or advice.
    public var lines: [String]

    /// Creates a problem notice.
    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}

extension ExplorerModel {
    /// Replaces the document on screen with a new version of it (the watched file was
    /// saved), keeping the user's place: the same layout choice (by name) unless the
    /// file's own layout was showing, in which case the file's (possibly new) layout;
    /// the scroll position anchored on the same element by index path, the focus when
    /// that element still exists. The change animates from the old picture to the new
    /// one, and a file problem is cleared. When the user had changed the layout's
    /// parameters with the live keys, the footer notice (set before the call) gets a note
    /// that the save reset them. Complexity: one `prepare` and one query.
    public mutating func reload(_ newDocument: ExplorerDocument, now: Double) {
        let old = document
        let wasFileLayout = choiceIndex == old.initialChoice
        let name = layoutName
        let liveChange = liveParameters()
        session.replaceDocument(newDocument)
        // A new version of the same file: pictures still go next to it.
        if newDocument.sourceFile == nil { document.sourceFile = old.sourceFile }
        updateHistory.forgetLastUpdate()
        if !wasFileLayout, let same = newDocument.choices.firstIndex(where: { $0.name == name }) {
            choiceIndex = same
        } else {
            choiceIndex = newDocument.initialChoice
        }
        fileProblem = nil
        findSelectionAgain()
        relayout(now: now, .reload(from: old))
        if let f = focus, layout?.attributes(for: f, at: position) == nil {
            focus = nil
            if focusMode { focusMode = false }
        }
        // A live change (c, s, a, v, w...) is the file's no more: say that the save reset it.
        if let liveChange,
            let now = configuration.flatMap({
                LayoutTuning.summary(of: $0, containerWidth: deviceSize.width, glyphs: options.glyphs)
            }),
            liveChange != now
        {
            let note = "the save reset your live change (\(liveChange)) to the file's \(now)"
            say(message.map { $0 + "; " + note } ?? note)
        }
    }

    /// The parameters of the layout on screen when the user changed them with the live
    /// keys (they differ from the file's), else nil. O(1).
    func liveParameters() -> String? {
        guard let config = configuration, document.choices.indices.contains(choiceIndex),
            let live = LayoutTuning.summary(of: config, containerWidth: deviceSize.width, glyphs: options.glyphs),
            live
                != LayoutTuning.summary(
                    of: document.choices[choiceIndex].configuration, containerWidth: deviceSize.width,
                    glyphs: options.glyphs)
        else { return nil }
        return live
    }

    /// Shows `problem` over the content (the last good layout stays underneath), or
    /// clears it with `nil`. Text is escaped (``TextCells/sanitized(_:maxLength:)``).
    /// Complexity: O(length of the text); the panel is drawn by ``FileProblemPanel``.
    public mutating func showFileProblem(_ problem: FileProblem?) {
        fileProblem = problem.map { p in
            FileProblem(title: TextCells.sanitized(p.title), lines: p.lines.map { TextCells.sanitized($0) })
        }
    }
}
