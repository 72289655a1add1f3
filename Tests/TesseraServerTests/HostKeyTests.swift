import Crypto
import Foundation
import Glibc
import NIOSSH
import Testing

@testable import TesseraServer

@Suite("host key")
struct HostKeyTests {
    @Test func readsAKeyThatSSHKeygenWrote() throws {
        let key = try OpenSSHPrivateKey.decode(KeyFixtures.ed25519Private)
        let publicKey = NIOSSHPrivateKey(ed25519Key: key).publicKey
        #expect(String(openSSHPublicKey: publicKey) + " fixture" == KeyFixtures.ed25519Public)
    }

    @Test func readsAKeyWithWindowsLineEnds() throws {
        let crlf = KeyFixtures.ed25519Private.replacingOccurrences(of: "\n", with: "\r\n")
        let key = try OpenSSHPrivateKey.decode(crlf)
        #expect(try key.rawRepresentation == OpenSSHPrivateKey.decode(KeyFixtures.ed25519Private).rawRepresentation)
    }

    @Test func writesWhatItReads() throws {
        for _ in 0..<50 {
            let key = Curve25519.Signing.PrivateKey()
            let text = OpenSSHPrivateKey.encode(key, comment: "round trip")
            #expect(try OpenSSHPrivateKey.decode(text).rawRepresentation == key.rawRepresentation)
            #expect(text.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= 70 || $0.hasPrefix("-----") })
        }
    }

    @Test func writesTheSameBytesAsSSHKeygenForTheSameKeyAndCheckNumber() throws {
        let key = try OpenSSHPrivateKey.decode(KeyFixtures.ed25519Private)
        // ssh-keygen's check number for this file is 0x610B8A38.
        #expect(
            OpenSSHPrivateKey.encode(key, comment: "fixture", checkNumber: 0x610B_8A38) == KeyFixtures.ed25519Private)
    }

    @Test func refusesEncryptedDamagedAndForeignFiles() {
        #expect(
            throws: OpenSSHPrivateKey.FormatError(
                reason: "the key is encrypted; tessera serve needs one without a passphrase")
        ) {
            try OpenSSHPrivateKey.decode(KeyFixtures.ed25519Encrypted)
        }
        #expect(
            throws: OpenSSHPrivateKey.FormatError(
                reason: "not an OpenSSH private key (no -----BEGIN OPENSSH PRIVATE KEY----- line)")
        ) {
            try OpenSSHPrivateKey.decode(KeyFixtures.ed25519Public)
        }
        let cut = KeyFixtures.ed25519Private.replacingOccurrences(
            of: "B1PYwq7pxiCyJ+5Aork6AAAAB2ZpeHR1cmUBAgMEBQY=\n", with: "")
        #expect(throws: OpenSSHPrivateKey.FormatError(reason: "the key is cut short")) {
            try OpenSSHPrivateKey.decode(cut)
        }
    }

    @Test func createsOnceWithMode0600ThenReuses() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/state/tessera/host_ed25519"
        let first = try HostKeyStore.loadOrCreate(path: path)
        #expect(first.created)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(stat(directory.path + "/state/tessera", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        let second = try HostKeyStore.loadOrCreate(path: path)
        #expect(!second.created)
        #expect(second.key.rawRepresentation == first.key.rawRepresentation)
        #expect(second.fingerprint == first.fingerprint)
    }

    @Test func refusesAKeyOthersCanRead() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/host"
        _ = try HostKeyStore.loadOrCreate(path: path)
        chmod(path, 0o644)
        #expect(throws: ServeError("\(path): the host key may be read by others (mode 644); chmod 600 it")) {
            try HostKeyStore.loadOrCreate(path: path)
        }
    }

    @Test func defaultPathFollowsXDGThenHome() {
        let both = ["XDG_STATE_HOME": "/s", "HOME": "/h"]
        #expect(HostKeyStore.defaultPath { both[$0] } == "/s/tessera/host_ed25519")
        let relative = ["XDG_STATE_HOME": "s", "HOME": "/h"]
        #expect(HostKeyStore.defaultPath { relative[$0] } == "/h/.local/state/tessera/host_ed25519")
        #expect(HostKeyStore.defaultPath { _ in nil } == nil)
    }
}

/// A fresh directory under /tmp, removed with its contents when the value is dropped.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/tessera-serve-test-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw TemporaryDirectoryError() }
        path = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

struct TemporaryDirectoryError: Error {}
