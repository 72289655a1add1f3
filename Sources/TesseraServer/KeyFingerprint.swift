import Crypto
import Foundation
import NIOSSH

/// OpenSSH's key fingerprint: `SHA256:` and the base64 of the SHA-256 of the key's wire
/// encoding, without padding (what `ssh-keygen -l` prints and the client shows).
public enum KeyFingerprint {
    /// The fingerprint of `key`. O(key size).
    public static func sha256(_ key: NIOSSHPublicKey) -> String {
        let openSSH = String(openSSHPublicKey: key)
        let fields = openSSH.split(separator: " ")
        guard fields.count >= 2, let blob = Data(base64Encoded: String(fields[1])) else {
            return "SHA256:?"
        }
        return sha256(wireEncoding: blob)
    }

    /// The fingerprint of a key given as its wire encoding (the base64 field of a
    /// public key line, decoded). O(size).
    public static func sha256(wireEncoding blob: some DataProtocol) -> String {
        var text = Data(SHA256.hash(data: blob)).base64EncodedString()
        while text.hasSuffix("=") { text.removeLast() }
        return "SHA256:" + text
    }
}
