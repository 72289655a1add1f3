import Glibc
import NIOCore
import NIOSSH

/// How a session ends: the explorer quits (`q`, Ctrl-C), the server ends it (idle,
/// shutdown), or the visitor leaves. In every case the child is reaped (SIGKILL after
/// ``SessionHandler/graceTime`` if it lingers) and its slot is given back.
extension SessionHandler {
    /// How long an explorer may take to exit after SIGTERM or SIGHUP before SIGKILL.
    static let graceTime = TimeAmount.seconds(2)
    /// How often an exited pty's child is polled for its status.
    static let reapInterval = TimeAmount.milliseconds(20)
    /// Resets what a killed explorer may have left on: attributes, cursor, alternate
    /// screen, mouse reporting.
    static let terminalReset = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1049l"

    /// The server ends the session: the explorer gets SIGTERM (ncurses restores the
    /// terminal), then the visitor reads `message`. Without an explorer, the channel
    /// closes at once.
    func end(reason: String, message: String?) {
        guard !ending else { return }
        connection.end(reason)
        guard let process else {
            ending = true
            return finish(status: 1, message: message)
        }
        ending = true
        farewell = message
        idleTimer?.cancel()
        process.signal(SIGTERM)
        scheduleKill(pid: process.pid)
    }

    /// The visitor's channel is gone: hang up the explorer.
    func channelInactive(context: ChannelHandlerContext) {
        connection.sessions[ObjectIdentifier(self)] = nil
        idleTimer?.cancel()
        if let process, !ending {
            ending = true
            process.signal(SIGHUP)
            scheduleKill(pid: process.pid)
        }
        ending = true
        pty?.close(promise: nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if let ssh = error as? NIOSSHError, ssh.type == .tcpShutdown {
            connection.end("visitor disconnected")
        } else {
            connection.end("session error: \(error)")
        }
        context.close(promise: nil)
    }

    /// The pty closed: the explorer has exited or closed its terminal. Reap it.
    func ptyClosed() {
        pty = nil
        guard var process, process.control >= 0 else { return }
        process.closeControl()
        self.process = process
        awaitExit(pid: process.pid)
    }

    private func awaitExit(pid: pid_t) {
        if let status = PtyProcess.reap(pid) {
            return explorerEnded(status: status)
        }
        server.loop.assumeIsolated().scheduleTask(in: Self.reapInterval) { self.awaitExit(pid: pid) }
    }

    private func scheduleKill(pid: pid_t) {
        server.loop.assumeIsolated().scheduleTask(in: Self.graceTime) {
            guard self.process?.pid == pid else { return }
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
    }

    private func explorerEnded(status: Int) {
        process = nil
        idleTimer?.cancel()
        server.sessions[ObjectIdentifier(self)] = nil
        releaseSlot()
        connection.end(status == 0 ? "visitor quit" : "explorer ended with status \(status)")
        var message = status == 0 ? "" : Self.terminalReset
        if let farewell { message += "\r\n" + farewell + "\r\n" }
        finish(status: status, message: nil, raw: message)
    }

    func releaseSlot() {
        if holdsSlot {
            holdsSlot = false
            server.limit.release()
            server.sessionEnded()
        }
    }

    /// Writes `message` (a line on standard error) or `raw` bytes, sends the exit status
    /// and closes the channel.
    func finish(status: Int, message: String?, raw: String = "") {
        guard let context else { return }
        let channel = context.channel
        if !raw.isEmpty {
            let buffer = channel.allocator.buffer(string: raw)
            context.write(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer))), promise: nil)
        }
        if let message {
            let buffer = channel.allocator.buffer(string: message + "\r\n")
            context.write(wrapOutboundOut(SSHChannelData(type: .stdErr, data: .byteBuffer(buffer))), promise: nil)
        }
        context.flush()
        channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status))
            .assumeIsolated()
            .whenComplete { _ in channel.close(promise: nil) }
    }

    /// Checks for idleness when the timeout could have run out since the last key.
    func scheduleIdleCheck() {
        let timeout = TimeAmount.seconds(Int64(server.setup.configuration.idleTimeoutSeconds))
        idleTimer = server.loop.assumeIsolated().scheduleTask(deadline: lastInput + timeout) {
            guard self.process != nil, !self.ending else { return }
            if NIODeadline.now() - self.lastInput >= timeout {
                let seconds = self.server.setup.configuration.idleTimeoutSeconds
                self.end(
                    reason: "idle for \(seconds) s",
                    message: "tessera serve: no key for \(seconds) seconds, so this session is closed. Bye!")
            } else {
                self.scheduleIdleCheck()
            }
        }
    }
}

/// Reads the explorer's output from the pty's primary side and hands it to the session.
final class PtyOutputHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    let session: SessionHandler

    init(session: SessionHandler) {
        self.session = session
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        session.forward(unwrapInboundIn(data))
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        session.forwardComplete()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        session.ptyWritabilityChanged(context.channel.isWritable)
    }

    func channelInactive(context: ChannelHandlerContext) {
        session.ptyClosed()
    }

    /// EIO once the explorer has closed its side: the end of its output.
    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}
