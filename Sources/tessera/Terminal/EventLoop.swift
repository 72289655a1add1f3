import Explorer
import Glibc

/// The explorer's main loop, on the main actor: sleep in `poll()` on standard input until
/// a key arrives or the next animation frame or tour step is due (no CPU while idle),
/// read the whole burst of pending input, apply it, and draw one frame.
@MainActor
struct EventLoop {
    var model: ExplorerModel
    let screen: CursesScreen
    let composer: ScreenComposer
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    init(model: ExplorerModel, screen: CursesScreen, composer: ScreenComposer) {
        self.model = model
        self.screen = screen
        self.composer = composer
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
            if let deadline = frameDeadline(after: t, modelDeadline: model.nextDeadline(after: t)) {
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
                if let picture = model.takePictureRequest() { PictureWriter.save(picture, reportingTo: &model) }
            }
            _ = model.tick(now: t2)
            draw()
        }
    }

    /// When to wake up next: the model's deadline, except that while an animation runs
    /// its frames sit on a fixed clock counted from its start (the duration split into
    /// equal steps no shorter than 1 / ``ExplorerModel/framesPerSecond``, the last one
    /// exactly at its end). The model's own "one frame from now" lets the time spent
    /// drawing add up, so the final frame landed late (260-300 ms for a 250 ms
    /// animation). A tour step due earlier still comes first.
    func frameDeadline(after now: Double, modelDeadline: Double?) -> Double? {
        guard let transition = model.transition, transition.duration > 0, !transition.isFinished(at: now) else {
            return modelDeadline
        }
        let steps = max(1, (transition.duration * ExplorerModel.framesPerSecond).rounded(.down))
        let step = transition.duration / steps
        let done = max(0, ((now - transition.start) / step).rounded(.down))
        let frame = max(now, min(transition.start + transition.duration, transition.start + (done + 1) * step))
        guard let tourStep = model.tour?.nextTime else { return frame }
        return min(frame, max(now, tourStep))
    }

    /// Applies the model's terminal-level requests and draws the current frame (nothing
    /// is sent when it did not change).
    mutating func draw() {
        screen.setMouse(model.mouseCapture)
        if model.repaintRequested {
            model.repaintRequested = false
            screen.invalidate()
        }
        screen.draw(composer.compose(model, now: now))
    }
}
