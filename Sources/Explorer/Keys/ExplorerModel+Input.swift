import CollectionLayout

extension ExplorerModel {
    /// Applies one input event at time `now` (seconds). Any key, click or wheel stops a
    /// running tour and hands control back (q still quits).
    public mutating func handle(_ event: InputEvent, now: Double) {
        if case .resize(let columns, let rows) = event {
            resize(columns: columns, rows: rows, now: now)
            return
        }
        if tour != nil {
            // `n` and `p` move the tour on to the next or previous demo; any other key
            // stops it and then does what it always does (`?` opens the help).
            if event == .key(.character("n")) || event == .key(.character("p")), documents.count > 1 {
                skipTour(forward: event == .key(.character("n")), now: now)
                return
            }
            tour = nil
            handle(event, now: now)
            let stopped = "you have the controls (? for help)"
            if !shouldQuit {
                say(
                    message.map { "\($0) \(options.glyphs.dot) tour stopped, \(stopped)" } ?? "Tour stopped, \(stopped)"
                )
            }
            return
        }
        if isTooSmall {
            if event == .key(.character("q")) { shouldQuit = true }
            return
        }
        switch event {
        case .resize: break
        case .wheel(let delta):
            notice.clear()
            transition = nil
            if showHelp {
                scrollHelp(by: delta)
            } else if layout?.scrollAxis == .horizontal {
                scroll(rows: 0, columns: 6 * delta)
            } else {
                scroll(rows: 3 * delta)
            }
        case .click(let column, let row):
            notice.clear()
            transition = nil
            click(column: column, row: row)
        case .key(let key):
            handle(key: key, now: now)
        }
    }

    /// Advances animations and the tour to `now`. Returns true when the screen changed.
    public mutating func tick(now: Double) -> Bool {
        var changed = false
        if let t = transition {
            changed = true
            if t.isFinished(at: now) { transition = nil }
        }
        if var player = tour {
            let steps = player.due(at: now)
            tour = player
            for step in steps {
                perform(step, now: now)
                changed = true
            }
        }
        return changed
    }

    /// When the event loop must wake up next without input (an animation frame or a tour
    /// step), or `nil` to sleep until input arrives.
    ///
    /// Animation frames sit on the transition's own clock: the first of
    /// `start + k / framesPerSecond` (k >= 1) after `now`, and at most the transition's
    /// end, so the last frame lands exactly there. ("One frame from now" let the time
    /// spent drawing add up: the frames drifted and the last one came late.) Once the
    /// end is reached the deadline is `now`: the next tick finishes the animation. A tour
    /// step due earlier comes first, and no deadline is before `now`. This is the one
    /// animation clock: the terminal's event loop sleeps until it (``InteractiveScreen``).
    public func nextDeadline(after now: Double) -> Double? {
        var deadline: Double?
        if let t = transition {
            let end = t.start + t.duration
            if t.isFinished(at: now) || now >= end {
                deadline = now
            } else {
                let fps = Self.framesPerSecond
                var k = max(1, ((now - t.start) * fps).rounded(.down) + 1)
                if t.start + k / fps <= now { k += 1 }
                deadline = min(t.start + k / fps, end)
            }
        }
        if let step = tour?.nextTime.map({ max(now, $0) }) { deadline = min(deadline ?? step, step) }
        return deadline
    }

    /// Starts the tour at `now`.
    public mutating func startTour(now: Double) {
        tour = TourPlayer(script: TourScript.steps(for: self), start: now)
        showHelp = false
        say("Tour: n next demo, p previous; any other key takes over")
    }

    mutating func resize(columns: Int, rows: Int, now: Double) {
        guard viewportState.resize(columns: columns, rows: rows) else { return }
        relayout(now: now, .resize(reprepare: preset == .fitTerminal))
    }

    /// Runs the command the key table binds `key` to (``KeyBindings/command(for:)``); the
    /// help overlay and focus mode take some commands first.
    mutating func handle(key: Key, now: Double) {
        let command = KeyBindings.command(for: key)
        if showHelp {
            switch command {
            case .help?, .escape?:
                showHelp = false
                return
            case .quit?:
                shouldQuit = true
                return
            case .lineDown?: return scrollHelp(by: 1)
            case .lineUp?: return scrollHelp(by: -1)
            case .pageDown?: return scrollHelp(by: max(1, contentRows - 2))
            case .pageUp?: return scrollHelp(by: -max(1, contentRows - 2))
            default:
                // Any other key closes the help and then acts, as it says at its foot.
                showHelp = false
                handle(key: key, now: now)
                if message == nil { say("Help closed (? opens it again)") }
                return
            }
        }
        notice.clear()
        // A key finishes a running animation at once: the new step starts from the final picture.
        transition = nil
        if focusMode, let direction = command.flatMap(Self.focusDirection) {
            if !moveFocusAlongStrip(direction, now: now) { moveFocus(direction) }
            return
        }
        guard let command else {
            if case .character(let c) = key {
                say("Key \(TextCells.sanitized(String(c))) does nothing here: press ? for help")
            } else {
                say("That key does nothing here: press ? for help")
            }
            return
        }
        perform(command, now: now)
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func perform(_ command: KeyCommand, now: Double) {
        let horizontal = layout?.scrollAxis == .horizontal
        switch command {
        case .quit: shouldQuit = true
        case .help:
            inspection.openHelp()
        case .escape:
            if focusMode {
                leaveFocus()
            } else if showDebug {
                showDebug = false
                requery()
            }
        case .lineDown: scroll(rows: 1)
        case .lineUp: scroll(rows: -1)
        case .pageDown: scrollPage(+1)
        case .pageUp: scrollPage(-1)
        case .top: scroll(to: horizontal ? Point(x: 0, y: offset.y) : Point(x: 0, y: 0))
        case .bottom:
            scroll(to: horizontal ? Point(x: maxOffset.x, y: offset.y) : Point(x: offset.x, y: maxOffset.y))
        case .right: scrollSideways(+1, now: now)
        case .left: scrollSideways(-1, now: now)
        case .select: toggleSelection()
        case .nextLayout: switchLayout(to: choiceIndex + 1, now: now)
        case .previousLayout: switchLayout(to: choiceIndex - 1, now: now)
        case .layout(let n):
            if n <= document.choices.count {
                switchLayout(to: n - 1, now: now)
            } else {
                say("\(document.name) has \(document.choices.count) layout\(document.choices.count == 1 ? "" : "s")")
            }
        case .nextScenario: openDocument(documentIndex + 1, now: now)
        case .previousScenario: openDocument(documentIndex - 1, now: now)
        case .tune(let knob, let step): tune(knob, step, now: now)
        case .deviceWidth(let step): changePreset(preset.cycled(by: step), now: now)
        case .zoomIn: changeZoom(zoomIndex + 1, now: now)
        case .zoomOut: changeZoom(zoomIndex - 1, now: now)
        case .zoomReset: changeZoom(Viewport.zoomLevels.firstIndex(of: 1) ?? zoomIndex, now: now)
        case .focus: if focusMode { leaveFocus() } else { enterFocus() }
        case .debug:
            showDebug.toggle()
            requery()
            say(showDebug ? "Debug: only elements meeting the query rectangle are drawn" : "Debug overlay off")
        case .insertItem: insertItemAfterTarget(now: now)
        case .deleteItem: deleteTarget(now: now)
        case .moveForward: moveTarget(by: 1, now: now)
        case .moveBack: moveTarget(by: -1, now: now)
        case .reloadItem: reloadTarget(now: now)
        case .insertSection: insertSectionAfterTarget(now: now)
        case .deleteSection: deleteTargetSection(now: now)
        case .shuffleSection: shuffleTargetSection(now: now)
        case .randomSnapshot: applyRandomSnapshot(now: now)
        case .remoteUpdates: playRemoteUpdates(now: now)
        case .rejectedBatch: tryRejectedBatch(now: now)
        case .undo: undo(now: now)
        case .otherSide: moveTargetSectionToOtherSide(now: now)
        case .tour: startTour(now: now)
        case .picture: requestPicture(now: now)
        case .doctor: toggleDoctor()
        case .effect(let kind): toggleEffect(kind, named: Self.effectName(kind))
        case .mouseCapture:
            mouseCapture.toggle()
            say(mouseCapture ? "Mouse capture on" : "Mouse capture off: the terminal can select text")
        case .repaint: repaintRequested = true
        }
    }

    /// The largest scroll position of the help overlay at the current size.
    public var maxHelpScroll: Int {
        max(0, KeyBindings.helpLines(options.glyphs).count - max(1, screenRows - 4))
    }

    mutating func scrollHelp(by lines: Int) {
        inspection.scrollHelp(by: lines, limit: maxHelpScroll)
    }

    /// The focus direction of a scrolling command (focus mode moves the focus instead).
    static func focusDirection(_ command: KeyCommand) -> FocusDirection? {
        switch command {
        case .lineUp: return .up
        case .lineDown: return .down
        case .left: return .left
        case .right: return .right
        default: return nil
        }
    }

    /// One page along the layout's scroll axis (a screen less one line or column).
    mutating func scrollPage(_ direction: Int) {
        if layout?.scrollAxis == .horizontal {
            scroll(rows: 0, columns: direction * max(1, contentColumns - 2))
        } else {
            scroll(rows: direction * max(1, contentRows - 1))
        }
    }

    /// Sideways: the content when it is wider than the screen, else the orthogonal strip
    /// on screen (compositional layouts).
    mutating func scrollSideways(_ step: Int, now: Double) {
        if maxOffset.x > 0 {
            scroll(rows: 0, columns: step * max(1, contentColumns / 8))
        } else if let strip = activeStrip {
            scrollStrip(strip, direction: step, now: now)
        } else {
            say("The content fits the screen's width: nothing to scroll sideways (+ zooms in)")
        }
    }

    /// Switches to layout choice `index` (wrapping), animating the change.
    public mutating func switchLayout(to index: Int, now: Double) {
        let count = document.choices.count
        guard count > 0 else { return }
        let wrapped = ((index % count) + count) % count
        guard wrapped != choiceIndex else {
            say(
                count == 1
                    ? "\(layoutName) is the only layout for this data" : "Layout \(wrapped + 1)/\(count): \(layoutName)"
            )
            return
        }
        choiceIndex = wrapped
        relayout(now: now)
        say("Layout \(wrapped + 1)/\(count): \(layoutName)" + (LayoutFit.note(self).map { "; \($0)" } ?? ""))
    }

    /// Opens document `index` (wrapping) at the top, with its first layout.
    public mutating func openDocument(_ index: Int, now: Double) {
        let count = documents.count
        guard count > 1 else {
            say("Only one scenario is open")
            return
        }
        documentIndex = ((index % count) + count) % count
        choiceIndex = document.initialChoice
        updateHistory.forgetLastUpdate()
        inspection.forgetElements()
        transition = nil
        prepareCurrentLayout()
        offset = .zero
        requery()
        say("Scenario \(documentIndex + 1)/\(count): \(document.name)")
    }

    mutating func tune(_ knob: TuningKnob, _ step: Int, now: Double) {
        guard let config = configuration else { return }
        let original =
            document.choices.indices.contains(choiceIndex) ? document.choices[choiceIndex].configuration : nil
        switch LayoutTuning.adjust(config, knob: knob, step: step, containerWidth: deviceSize.width, original: original)
        {
        case .changed(let newConfig, let text):
            updateHistory.parameterChanged()
            configuration = newConfig
            relayout(now: now)
            if let error = layoutError {
                configuration = config
                relayout(now: now, .restore)
                say("Not applied: \(error)")
            } else {
                say(text)
            }
        case .atLimit(let text), .unsupported(let text):
            say(text)
        }
    }

    mutating func changePreset(_ newPreset: DevicePreset, now: Double) {
        preset = newPreset
        relayout(now: now)
        let size = deviceSize
        let g = options.glyphs
        var text =
            "Device width: \(LayoutTuning.format(size.width))\(g.times)\(LayoutTuning.format(size.height)) pt (\(preset.label))"
        if let note = (layout as? any SidedLayout)?.widthClassNote { text += ", " + note }
        if let narrow = LayoutFit.narrowBoxes(self) { text += "; " + narrow }
        say(text)
    }

    mutating func changeZoom(_ index: Int, now: Double) {
        guard viewportState.setZoom(index) else {
            say("Zoom: \(LayoutTuning.format(zoom))x (limit)")
            return
        }
        relayout(now: now, .zoom)
        say("Zoom: \(LayoutTuning.format(zoom))x" + (maxOffset.x > 0 ? " (h l scroll sideways)" : ""))
    }

    mutating func click(column: Int, row: Int) {
        let contentRow = row - 1
        guard contentRow >= 0, contentRow < contentRows, layout != nil else { return }
        let focusable = visible.elements.filter { FocusNavigator.isFocusable($0) }
        guard let hit = canvas.element(atColumn: column, row: contentRow, in: focusable) else { return }
        focusMode = true
        focus = ElementKey(hit)
        // A click on a cell is a tap: it focuses and selects the cell.
        guard hit.category == .cell else { return say("Focus: \(Self.describe(ElementKey(hit)))") }
        tap(hit.indexPath, deselectingSelected: false)
    }

    /// A short name for an element ("cell [0, 3]", "header [1, 0]").
    public static func describe(_ key: ElementKey) -> String {
        "\(key.category.kind ?? key.category.name) \(key.indexPath)"
    }

    mutating func perform(_ step: TourStep, now: Double) {
        switch step.action {
        case .key(let key): handle(key: key, now: now)
        case .open(let index):
            if index != documentIndex { openDocument(index, now: now) }
        case .preset(let p): changePreset(p, now: now)
        }
        say(step.caption ?? TourCaption.text(for: step, model: self))
    }

    /// Moves the running tour to the next (or previous) demo's first step.
    mutating func skipTour(forward: Bool, now: Double) {
        guard var player = tour else { return }
        let count = documents.count
        let target = (documentIndex + (forward ? 1 : count - 1)) % count
        guard let step = player.script.firstIndex(where: { $0.action == .open(target) }) else { return }
        player.jump(to: step, at: now)
        tour = player
        _ = tick(now: now)
    }
}
