import Crypto
import Glibc
import NIOSSH

/// The server's ed25519 host key: created on the first run, reused after, so visitors'
/// `known_hosts` entries stay valid.
///
/// The file is OpenSSH's private key format (``OpenSSHPrivateKey``), mode 0600, created with
/// `O_EXCL` so two servers starting at once cannot write different keys. A file that group
/// or others may read is refused, as OpenSSH refuses it.
public enum HostKeyStore {
    /// The key and whether this run created it.
    public struct Loaded {
        public var key: Curve25519.Signing.PrivateKey
        public var created: Bool

        /// The key in the form the SSH handler takes.
        public var sshKey: NIOSSHPrivateKey { NIOSSHPrivateKey(ed25519Key: key) }

        /// The fingerprint visitors see (`SHA256:...`).
        public var fingerprint: String {
            KeyFingerprint.sha256(NIOSSHPrivateKey(ed25519Key: key).publicKey)
        }
    }

    /// `$XDG_STATE_HOME/tessera/host_ed25519`, else `$HOME/.local/state/tessera/host_ed25519`
    /// (relative XDG values are ignored, as the XDG specification says); nil when neither
    /// variable is usable. O(1).
    public static func defaultPath(environment: (String) -> String?) -> String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/tessera/host_ed25519"
        }
        if let home = environment("HOME"), home.hasPrefix("/") {
            return home + "/.local/state/tessera/host_ed25519"
        }
        return nil
    }

    /// Reads the key at `path`, or creates it (and its directories, 0700) when missing.
    /// O(1) apart from the file system.
    public static func loadOrCreate(path: String) throws(ServeError) -> Loaded {
        for _ in 0..<2 {
            if let key = try read(path: path) { return Loaded(key: key, created: false) }
            let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                .joined(separator: "/")
            if !directory.isEmpty {
                do {
                    try SmallFile.makeDirectories(directory)
                } catch {
                    throw ServeError("\(path): \(describe(error))")
                }
            }
            let key = Curve25519.Signing.PrivateKey()
            let text = OpenSSHPrivateKey.encode(key, comment: "tessera serve host key")
            do {
                if try SmallFile.createPrivate(path, text: text) { return Loaded(key: key, created: true) }
            } catch {
                throw ServeError("\(path): cannot create the host key: \(describe(error))")
            }
            // Another process created it between our read and our create: read theirs.
        }
        throw ServeError("\(path): the host key file keeps changing")
    }

    /// The key in the file, or nil when there is no file.
    static func read(path: String) throws(ServeError) -> Curve25519.Signing.PrivateKey? {
        let contents: (text: String, mode: mode_t)
        do {
            contents = try SmallFile.read(path, limit: 65536)
        } catch .missing {
            return nil
        } catch {
            throw ServeError("\(path): \(describe(error))")
        }
        guard contents.mode & 0o077 == 0 else {
            throw ServeError(
                "\(path): the host key may be read by others (mode \(String(contents.mode, radix: 8))); "
                    + "chmod 600 it")
        }
        do {
            return try OpenSSHPrivateKey.decode(contents.text)
        } catch {
            throw ServeError("\(path): \(error.reason)")
        }
    }

    static func describe(_ error: SmallFile.ReadError) -> String {
        switch error {
        case .missing: "no such file"
        case .other(let message): message
        }
    }
}
