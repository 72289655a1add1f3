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

    /// Runs until the user quits or standard input ends (hang-up, EOF).
    mutating func run() {
        draw()
        var quietReads = 0
        while !model.shouldQuit {
            let t = now
            var timeout: Int32 = -1
            let deadlines = [model.wakeDeadline(after: t), files?.nextCheck].compactMap { $0 }
            if let deadline = deadlines.min() {
                timeout = Int32(max(0, min(60_000, ((deadline - t) * 1000).rounded(.up))))
            }
            var fds = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, timeout)
            var events: [InputEvent] = []
            if ready < 0 {
                // EINTR: a signal (SIGWINCH, SIGCONT); ncurses queues KEY_RESIZE for us.
                guard errno == EINTR else { break }
                events = screen.readPending()
            } else if ready > 0 {
                let hangUp = fds.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
                if fds.revents & Int16(POLLIN) != 0 {
                    // Readable with no byte waiting, repeatedly: the input has ended.
                    var waiting: Int32 = 0
                    let known = ioctl(0, UInt(FIONREAD), &waiting) == 0
                    quietReads = known && waiting == 0 ? quietReads + 1 : 0
                    if quietReads >= 3 { break }
                    events = screen.readPending()
                }
                if hangUp && events.isEmpty { break }
            }
            let t2 = now
            for event in events {
                model.handle(event, now: t2)
                if model.shouldQuit { return }
            }
            let ticked = model.tick(now: t2)
            let reloaded = files?.poll(into: &model, now: t2) ?? false
            // A wake-up only to look at the watched files draws nothing when they did not change.
            if ready == 0 && events.isEmpty && !ticked && !reloaded { continue }
            draw()
        }
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
