import NIOCore
import NIOSSH

/// Who may join: public-key authentication against the authorized keys, or, with
/// `--allow-anyone`, everyone, including a visitor who has no key pair at all.
///
/// - With `--authorized-keys`, only the `publickey` method is offered. The SSH library has
///   checked the signature before ``requestReceived(request:responsePromise:)`` runs, so a
///   key that reaches it is held by the client.
/// - With `--allow-anyone`, the `none` method succeeds: OpenSSH's `ssh` always asks with
///   `none` first, so a visitor with no `~/.ssh` gets in with a plain `ssh -p 2222 HOST`,
///   and one who offers a key gets in with it. Passwords are never asked for.
///
/// The connection records the method (and the key's fingerprint) for its log line.
final class VisitorAuthentication: NIOSSHServerUserAuthenticationDelegate {
    /// nil lets anyone in.
    let keys: Set<NIOSSHPublicKey>?
    let connection: VisitorConnection

    init(keys: Set<NIOSSHPublicKey>?, connection: VisitorConnection) {
        self.keys = keys
        self.connection = connection
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        switch request.request {
        case .none where keys == nil:
            connection.authenticated(method: .none)
            responsePromise.succeed(.success)
        case .publicKey(let offer):
            let fingerprint = KeyFingerprint.sha256(offer.publicKey)
            if keys?.contains(offer.publicKey) ?? true {
                connection.authenticated(method: .publicKey(fingerprint: fingerprint))
                responsePromise.succeed(.success)
            } else {
                connection.refusedFingerprint = fingerprint
                responsePromise.succeed(.failure)
            }
        default:
            responsePromise.succeed(.failure)
        }
    }
}

/// How a visitor authenticated, for the log line.
enum VisitorAuthenticationMethod: Equatable {
    /// The `none` method, accepted with `--allow-anyone`.
    case none
    /// A public key, by its `SHA256:...` fingerprint.
    case publicKey(fingerprint: String)

    /// `method none` or `key SHA256:...`.
    var logText: String {
        switch self {
        case .none: "method none"
        case .publicKey(let fingerprint): "key \(fingerprint)"
        }
    }
}

/// Refuses every global request: no remote port forwarding (`ssh -R`).
struct RefuseGlobalRequests: GlobalRequestDelegate {}
