import Glibc
import InertText
import NIOCore
import NIOPosix
import NIOSSH

/// One SSH session channel: the visitor's explorer on its own pty, or a refusal.
///
/// A pty request records TERM and the size; a shell request starts the explorer
/// (``PtyProcess``); window changes resize the pty. Exec and subsystem requests are refused
/// with a message and exit status 1: there is no shell and no command to run.
///
/// Bytes flow both ways without piling up. The pty is read only while this channel and its
/// connection are writable (the pty channel's autoRead is off and it reads one 16 KiB chunk
/// at a time), so
/// a visitor who stops reading stops their own explorer's writes and the server holds at
/// most one chunk plus the connection's write buffer (64 KiB high-water mark) for them.
/// The visitor's keys stop being read while the pty is not writable.
final class SessionHandler: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    let server: ServerState
    let connection: VisitorConnection
    var context: ChannelHandlerContext?
    var terminal: (term: String, columns: Int, rows: Int)?
    var process: PtyProcess?
    var pty: Channel?
    /// Keys that arrived before the pty channel was ready (bounded).
    var pendingInput: ByteBuffer?
    var lastInput = NIODeadline.now()
    var idleTimer: Scheduled<Void>?
    /// What to tell the visitor once their explorer has gone (idle, shutdown).
    var farewell: String?
    /// The server asked the explorer to end, or the visitor left.
    var ending = false
    var holdsSlot = false

    /// Reads from the pty are this large.
    static let chunkSize = 16384
    /// Keys buffered before the pty is ready, at most.
    static let pendingInputLimit = 65536

    init(server: ServerState, connection: VisitorConnection) {
        self.server = server
        self.connection = connection
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        connection.sessions[ObjectIdentifier(self)] = self
        context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true).whenFailure { _ in }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    // MARK: Requests

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            let accepted = process == nil && ChildLaunch.isAcceptableTerm(request.term)
            if accepted {
                terminal = (request.term, request.terminalCharacterWidth, request.terminalRowHeight)
            } else if process == nil {
                connection.end("refused TERM \(InertText.quoted(request.term))")
            }
            if request.wantReply { reply(accepted) }
        case let request as SSHChannelRequestEvent.ShellRequest:
            startExplorer(wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.ExecRequest:
            refuse(command: request.command, wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            refuse(command: "subsystem " + request.subsystem, wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            if terminal != nil {
                terminal!.columns = request.terminalCharacterWidth
                terminal!.rows = request.terminalRowHeight
            }
            process?.resize(columns: request.terminalCharacterWidth, rows: request.terminalRowHeight)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            // The explorer's environment is fixed (ChildLaunch.environment); nothing is passed on.
            if request.wantReply { reply(false) }
        case let event as ChannelEvent where event == .inputClosed:
            end(reason: "visitor disconnected", message: nil)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func reply(_ success: Bool) {
        guard let channel = context?.channel else { return }
        if success {
            channel.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil)
        } else {
            channel.triggerUserOutboundEvent(ChannelFailureEvent(), promise: nil)
        }
    }

    func refuse(command: String, wantReply: Bool) {
        connection.end("refused a command (\(InertText.quoted(command)))")
        if wantReply { reply(true) }
        finish(
            status: 1,
            message: "tessera serve runs no commands and no shell: connect without a command to get the explorer.")
    }

    func startExplorer(wantReply: Bool) {
        guard process == nil, !ending else {
            if wantReply { reply(false) }
            return
        }
        if wantReply { reply(true) }
        guard !server.shuttingDown else {
            connection.end("server shutting down")
            return finish(status: 1, message: ServerState.goodbye)
        }
        guard let terminal else {
            connection.end("no terminal requested")
            return finish(status: 1, message: "tessera serve needs a terminal: connect with ssh -t.")
        }
        guard server.limit.admit() else {
            connection.end("server full (\(Plural.count(server.limit.maximum, "session")))")
            return finish(
                status: 1,
                message:
                    "tessera serve is full (\(Plural.count(server.limit.maximum, "session")) running); try again later."
            )
        }
        holdsSlot = true
        let spawned: PtyProcess
        do {
            spawned = try PtyProcess.spawn(
                server.setup.launch, term: terminal.term, columns: terminal.columns, rows: terminal.rows)
        } catch {
            releaseSlot()
            server.logger.error("cannot start a session: \(error.message)")
            connection.end("explorer failed to start")
            return finish(status: 1, message: "tessera serve could not start the explorer.")
        }
        process = spawned
        server.sessions[ObjectIdentifier(self)] = self
        lastInput = .now()
        scheduleIdleCheck()
        openPtyChannel(primary: spawned.primary)
    }

    func openPtyChannel(primary: CInt) {
        guard let context else { return }
        let loop = context.eventLoop
        let bound = NIOLoopBound(self, eventLoop: loop)
        NIOPipeBootstrap(group: loop)
            .channelOption(ChannelOptions.autoRead, value: false)
            .channelOption(ChannelOptions.maxMessagesPerRead, value: 1)
            .channelOption(
                ChannelOptions.recvAllocator, value: FixedSizeRecvByteBufferAllocator(capacity: Self.chunkSize)
            )
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(PtyOutputHandler(session: bound.value))
                }
            }
            .takingOwnershipOfDescriptor(inputOutput: primary)
            .assumeIsolated()
            .whenComplete { result in
                switch result {
                case .success(let channel):
                    self.ptyOpened(channel)
                case .failure(let error):
                    self.server.logger.error("cannot attach the pty: \(error)")
                    close(primary)
                    self.ptyClosed()
                }
            }
    }

    func ptyOpened(_ channel: Channel) {
        guard !ending, context != nil else {
            channel.close(promise: nil)
            return
        }
        pty = channel
        if let pending = pendingInput {
            channel.writeAndFlush(pending, promise: nil)
            pendingInput = nil
        }
        channel.read()
    }

    // MARK: Data

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .channel = message.type, case .byteBuffer(let bytes) = message.data, process != nil, !ending
        else { return }
        lastInput = .now()
        guard let pty else {
            if (pendingInput?.readableBytes ?? 0) + bytes.readableBytes <= Self.pendingInputLimit {
                var buffer = bytes
                if pendingInput == nil {
                    pendingInput = buffer
                } else {
                    pendingInput!.writeBuffer(&buffer)
                }
            }
            return
        }
        pty.writeAndFlush(bytes, promise: nil)
        if !pty.isWritable {
            context.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in }
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if canSend { pty?.read() }
        context.fireChannelWritabilityChanged()
    }

    /// Whether the visitor keeps up: this channel has SSH window left and the connection's
    /// write buffer is under its high-water mark. (The SSH library does not fold the
    /// connection's writability into its channels', so both are asked.)
    var canSend: Bool {
        guard let channel = context?.channel else { return false }
        return channel.isWritable && (channel.parent?.isWritable ?? true)
    }

    /// The connection's writability changed (``ConnectionEvents``): read the pty again if
    /// the visitor keeps up.
    func connectionWritabilityChanged() {
        if canSend { pty?.read() }
    }

    /// Output of the explorer, for the visitor.
    func forward(_ bytes: ByteBuffer) {
        context?.write(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(bytes))), promise: nil)
    }

    /// The pty read finished: send what was read, and read more only if the visitor keeps up.
    func forwardComplete() {
        guard let context else { return }
        context.flush()
        if canSend { pty?.read() }
    }

    /// The pty can take keys again (or cannot): resume or pause reading the visitor's keys.
    func ptyWritabilityChanged(_ writable: Bool) {
        guard let context, writable else { return }
        context.channel.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in }
        context.read()
    }
}
