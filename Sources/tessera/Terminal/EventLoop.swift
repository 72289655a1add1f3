import Explorer
import Glibc

/// The explorer's main loop, on the main actor: sleep in `poll()` on standard input until
/// a key arrives, the next animation frame or tour step is due, or a watched file's next
/// look (``FileWatcher/interval``), read the whole burst of pending input, apply it, and
/// draw one frame.
@MainActor
struct EventLoop<Model: InteractiveScreen> {
    var model: Model
    let screen: CursesScreen
    /// The watched files (none with `--no-watch`).
    var files: LiveFiles?
    /// The Swift files of `tessera preview` (rebuilt and reloaded on a save).
    var previewFiles: PreviewFiles?
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    init(model: Model, screen: CursesScreen) {
        self.model = model
        self.screen = screen
        origin = clock.now
    }

    /// Seconds since the loop was created.
    var now: Double {
        let d = clock.now - origin
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// The terminating signal that ended the loop (see ``TerminalSignals``), if any: the
    /// session restores the terminal and then dies of it.
    private(set) var endingSignal: Int32?

    /// Runs until the user quits, a terminating signal arrives, or standard input ends
    /// (hang-up, EOF, a read error on a dead terminal).
    mutating func run() {
        draw()
        var quietReads = 0
        let signalFD = TerminalSignals.readDescriptor
        while !model.shouldQuit {
            let t = now
            var timeout: Int32 = -1
            let deadlines = [model.nextDeadline(after: t), files?.nextCheck, previewFiles?.nextCheck].compactMap { $0 }
            if let deadline = deadlines.min() {
                timeout = Int32(max(0, min(60_000, ((deadline - t) * 1000).rounded(.up))))
            }
            var fds = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, signalFD >= 0 ? 2 : 1, timeout)
            var events: [InputEvent] = []
            if ready < 0 {
                // EINTR: a signal (SIGWINCH, SIGCONT); ncurses queues KEY_RESIZE for us.
                guard errno == EINTR else { break }
                events = screen.readPending()
            } else if ready > 0 {
                if fds[1].revents & Int16(POLLIN) != 0 {
                    if !handleSignals() { return }
                    // A resize while stopped: ncurses has queued KEY_RESIZE.
                    events = screen.readPending()
                }
                let input = fds[0].revents
                let hangUp = input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
                if input & Int16(POLLIN) != 0 {
                    // Readable with no byte waiting, repeatedly: the input has ended (EOF),
                    // or the terminal is gone (FIONREAD fails with EIO).
                    var waiting: Int32 = 0
                    let known = ioctl(0, UInt(FIONREAD), &waiting) == 0
                    quietReads = !known || waiting == 0 ? quietReads + 1 : 0
                    let read = screen.readPending()
                    if !read.isEmpty { quietReads = 0 }
                    if quietReads >= 3 { break }
                    events += read
                }
                if hangUp && events.isEmpty { break }
            }
            let t2 = now
            for event in events {
                if event == .key(.ctrl("z")) {
                    suspendForCtrlZ()
                    continue
                }
                model.handle(event, now: t2)
                if model.shouldQuit { return }
                for picture in model.takePictureRequests() {
                    model.notify(PictureWriter.save(picture.request), pane: picture.pane)
                }
            }
            let ticked = model.tick(now: t2)
            var reloaded = files?.poll(into: &model, now: t2) ?? false
            if previewFiles?.poll(into: &model, now: t2) == true { reloaded = true }
            // `q` pressed while a preview's code did not answer (PreviewApp.busy): quit now.
            if screen.takeQueuedQuit() {
                model.handle(.key(.character("q")), now: now)
                if model.shouldQuit { return }
            }
            // A wake-up only to look at the watched files draws nothing when they did not change.
            if ready == 0 && events.isEmpty && !ticked && !reloaded { continue }
            draw()
        }
    }

    /// Acts on the signals waiting in the pipe: returns false when one ends the session
    /// (``endingSignal`` is set); stops for Ctrl-Z and repaints on return.
    private mutating func handleSignals() -> Bool {
        let continuesSeen = TerminalSignals.continues
        let taken = TerminalSignals.take()
        for (index, sig) in taken.enumerated() {
            if TerminalSignals.terminating.contains(sig) {
                endingSignal = sig
                return false
            }
            if sig == SIGTSTP {
                // A SIGCONT after it in the pipe: `fg` came before we got here; the group
                // runs again, so there is nothing to stop (stopping now would hang).
                if taken[(index + 1)...].contains(SIGCONT) { continue }
                TerminalSignals.withoutTerminalStops { screen.suspend() }
                TerminalSignals.stopProcess(continuesSeen: continuesSeen)
                screen.resume()
            } else if sig == SIGCONT {
                screen.resume()
            }
        }
        return true
    }

    /// Ctrl-Z (a key while the app runs: ``CursesScreen/takeSuspendKey()``): restores the
    /// terminal, stops the process group, and repaints when `fg` continues it. A process
    /// that leads its own session (a `tessera serve` visitor) has no shell to go back to:
    /// it says so instead of freezing the visitor's screen.
    private mutating func suspendForCtrlZ() {
        guard !TerminalSignals.leadsItsSession else {
            model.notify("Ctrl-Z: there is no shell to suspend to here (q quits)", pane: 0)
            return
        }
        TerminalSignals.withoutTerminalStops { screen.suspend() }
        TerminalSignals.stopGroup()
        screen.resume()
    }

    /// Applies the model's terminal-level requests and draws the current frame (nothing
    /// is sent when it did not change).
    mutating func draw() {
        screen.setMouse(model.mouseCapture)
        if model.repaintRequested {
            model.repaintRequested = false
            screen.invalidate()
        }
        screen.draw(model.compose(now: now))
    }
}
