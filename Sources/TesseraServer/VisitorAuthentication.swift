import NIOCore
import NIOSSH

/// Public-key authentication against the authorized keys, or anyone's key with
/// `--allow-anyone`. Passwords and keyboard-interactive are never offered; the SSH library
/// has checked the signature before ``requestReceived(request:responsePromise:)`` runs, so
/// a key that reaches it is held by the client.
final class VisitorAuthentication: NIOSSHServerUserAuthenticationDelegate {
    /// nil lets any key in.
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
        guard case .publicKey(let offer) = request.request else {
            responsePromise.succeed(.failure)
            return
        }
        let fingerprint = KeyFingerprint.sha256(offer.publicKey)
        if keys?.contains(offer.publicKey) ?? true {
            connection.fingerprint = fingerprint
            responsePromise.succeed(.success)
        } else {
            connection.refusedFingerprint = fingerprint
            responsePromise.succeed(.failure)
        }
    }
}

/// Refuses every global request: no remote port forwarding (`ssh -R`).
struct RefuseGlobalRequests: GlobalRequestDelegate {}
