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
            message = nil
            transition = nil
            if showHelp {
                scrollHelp(by: delta)
            } else if layout?.scrollAxis == .horizontal {
                scroll(rows: 0, columns: 6 * delta)
            } else {
                scroll(rows: 3 * delta)
            }
        case .click(let column, let row):
            message = nil
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
    /// end is reached the deadline is `now`: the next tick finishes the animation.
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
        if let t = tour?.nextTime { deadline = min(deadline ?? t, t) }
        return deadline
    }

    /// Starts the tour at `now`.
    public mutating func startTour(now: Double) {
        tour = TourPlayer(script: TourScript.steps(for: self), start: now)
        showHelp = false
        say("Tour: n next demo, p previous; any other key takes over")
    }

    mutating func resize(columns: Int, rows: Int, now: Double) {
        guard columns != screenColumns || rows != screenRows else { return }
        screenColumns = max(1, columns)
        screenRows = max(1, rows)
        relayout(now: now, reprepare: preset == .fitTerminal, animate: false)
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func handle(key: Key, now: Double) {
        if showHelp {
            switch key {
            case .character("?"), .escape:
                showHelp = false
                return
            case .character("q"):
                shouldQuit = true
                return
            case .down, .character("j"):
                scrollHelp(by: 1)
                return
            case .up, .character("k"):
                scrollHelp(by: -1)
                return
            case .pageDown, .character(" "):
                scrollHelp(by: max(1, contentRows - 2))
                return
            case .pageUp, .character("b"):
                scrollHelp(by: -max(1, contentRows - 2))
                return
            default:
                // Any other key closes the help and then acts, as it says at its foot.
                showHelp = false
                handle(key: key, now: now)
                if message == nil { say("Help closed (? opens it again)") }
                return
            }
        }
        message = nil
        // A key finishes a running animation at once: the new step starts from the final picture.
        transition = nil
        if focusMode, let direction = Self.focusDirection(for: key) {
            if !moveFocusAlongStrip(direction, now: now) { moveFocus(direction) }
            return
        }
        let horizontal = layout?.scrollAxis == .horizontal
        switch key {
        case .character("q"): shouldQuit = true
        case .character("?"):
            showHelp = true
            helpScroll = 0
        case .escape:
            if focusMode {
                leaveFocus()
            } else if showDebug {
                showDebug = false
                requery()
            }
        case .down, .character("j"): scroll(rows: 1)
        case .up, .character("k"): scroll(rows: -1)
        case .pageDown, .character(" "), .ctrl("f"): scrollPage(+1)
        case .pageUp, .character("b"), .ctrl("b"): scrollPage(-1)
        case .home, .character("g"): scroll(to: horizontal ? Point(x: 0, y: offset.y) : Point(x: 0, y: 0))
        case .end, .character("G"):
            scroll(to: horizontal ? Point(x: maxOffset.x, y: offset.y) : Point(x: offset.x, y: maxOffset.y))
        case .right, .character("l"): scrollSideways(+1, now: now)
        case .left, .character("h"): scrollSideways(-1, now: now)
        case .enter: toggleSelection()
        case .tab: switchLayout(to: choiceIndex + 1, now: now)
        case .backTab: switchLayout(to: choiceIndex - 1, now: now)
        case .character(let c) where c.isASCII && c.isNumber && c != "0":
            let n = Int(String(c)) ?? 1
            if n <= document.choices.count {
                switchLayout(to: n - 1, now: now)
            } else {
                say("\(document.name) has \(document.choices.count) layout\(document.choices.count == 1 ? "" : "s")")
            }
        case .character("n"): openDocument(documentIndex + 1, now: now)
        case .character("p"): openDocument(documentIndex - 1, now: now)
        case .character("c"): tune(.columns, +1, now: now)
        case .character("C"): tune(.columns, -1, now: now)
        case .character("s"): tune(.spacing, +1, now: now)
        case .character("S"): tune(.spacing, -1, now: now)
        case .character("a"): tune(.bannerFrequency, +1, now: now)
        case .character("A"): tune(.bannerFrequency, -1, now: now)
        case .character("v"): tune(.variant, +1, now: now)
        case .character("V"): tune(.variant, -1, now: now)
        case .character("w"): changePreset(preset.cycled(by: 1), now: now)
        case .character("W"): changePreset(preset.cycled(by: -1), now: now)
        case .character("+"): changeZoom(zoomIndex + 1, now: now)
        case .character("-"): changeZoom(zoomIndex - 1, now: now)
        case .character("="): changeZoom(Viewport.zoomLevels.firstIndex(of: 1) ?? zoomIndex, now: now)
        case .character("f"): if focusMode { leaveFocus() } else { enterFocus() }
        case .character("d"):
            showDebug.toggle()
            requery()
            say(showDebug ? "Debug: only elements meeting the query rectangle are drawn" : "Debug overlay off")
        case .character("i"): insertItemAfterTarget(now: now)
        case .character("x"): deleteTarget(now: now)
        case .character(">"): moveTarget(by: 1, now: now)
        case .character("<"): moveTarget(by: -1, now: now)
        case .character("r"): reloadTarget(now: now)
        case .character("I"): insertSectionAfterTarget(now: now)
        case .character("X"): deleteTargetSection(now: now)
        case .character("z"): shuffleTargetSection(now: now)
        case .character("R"): applyRandomSnapshot(now: now)
        case .character("e"): playRemoteUpdates(now: now)
        case .character("!"): tryRejectedBatch(now: now)
        case .character("u"): undo(now: now)
        case .character("o"): moveTargetSectionToOtherSide(now: now)
        case .character("t"): startTour(now: now)
        case .character("P"): requestPicture(now: now)
        case .character(let c) where Self.effectKey(c) != nil:
            if let (kind, name) = Self.effectKey(c) { toggleEffect(kind, named: name) }
        case .character("m"):
            mouseCapture.toggle()
            say(mouseCapture ? "Mouse capture on" : "Mouse capture off: the terminal can select text")
        case .ctrl("l"): repaintRequested = true
        case .character(let c):
            say("Key \(TextCells.sanitized(String(c))) does nothing here: press ? for help")
        default:
            say("That key does nothing here: press ? for help")
        }
    }

    /// The largest scroll position of the help overlay at the current size.
    public var maxHelpScroll: Int {
        max(0, KeyBindings.helpLines(options.glyphs).count - max(1, screenRows - 4))
    }

    mutating func scrollHelp(by lines: Int) {
        helpScroll = min(max(0, helpScroll + lines), maxHelpScroll)
    }

    static func focusDirection(for key: Key) -> FocusDirection? {
        switch key {
        case .up, .character("k"): return .up
        case .down, .character("j"): return .down
        case .left, .character("h"): return .left
        case .right, .character("l"): return .right
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
        lastUpdate = nil
        focus = nil
        selection = nil
        focusMode = false
        transition = nil
        prepareCurrentLayout()
        offset = .zero
        requery()
        say("Scenario \(documentIndex + 1)/\(count): \(document.name)")
    }

    mutating func tune(_ knob: TuningKnob, _ step: Int, now: Double) {
        guard let config = configuration else { return }
        let original = document.choices.indices.contains(choiceIndex) ? document.choices[choiceIndex].layout : nil
        switch LayoutTuning.adjust(config, knob: knob, step: step, containerWidth: deviceSize.width, original: original)
        {
        case .changed(let newConfig, let text):
            lastActionWasUpdate = false
            configurations[documentIndex][choiceIndex] = newConfig
            relayout(now: now)
            if let error = layoutError {
                configurations[documentIndex][choiceIndex] = config
                relayout(now: now, animate: false)
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
        if let split = layout as? SplitLayout, let widthClass = split.widthClass {
            text += ", \(widthClass.rawValue): left side \(LayoutTuning.percent(split.leftSideRatio))"
            if split.collapsesToVisibleSide && (split.leftSideRatio == 0 || split.leftSideRatio == 1) {
                text += ", every section on it"
            }
        }
        if let narrow = LayoutFit.narrowBoxes(self) { text += "; " + narrow }
        say(text)
    }

    mutating func changeZoom(_ index: Int, now: Double) {
        let clampedIndex = min(max(0, index), Viewport.zoomLevels.count - 1)
        guard clampedIndex != zoomIndex else {
            say("Zoom: \(LayoutTuning.format(zoom))x (limit)")
            return
        }
        zoomIndex = clampedIndex
        relayout(now: now, reprepare: false)
        say("Zoom: \(LayoutTuning.format(zoom))x" + (maxOffset.x > 0 ? " (h l scroll sideways)" : ""))
    }

    mutating func click(column: Int, row: Int) {
        let contentRow = row - 1
        guard contentRow >= 0, contentRow < contentRows, layout != nil else { return }
        let focusable = visible.elements.filter { FocusNavigator.isFocusable($0) }
        guard let hit = canvas.element(atColumn: column, row: contentRow, in: focusable) else { return }
        focusMode = true
        focus = ElementKey(hit)
        say("Focus: \(Self.describe(ElementKey(hit)))")
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
