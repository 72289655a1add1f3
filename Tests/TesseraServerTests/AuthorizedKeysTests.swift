import NIOSSH
import Testing

@testable import TesseraServer

@Suite("authorized_keys and fingerprints")
struct AuthorizedKeysTests {
    let ed25519 = try! NIOSSHPublicKey(openSSHPublicKey: KeyFixtures.ed25519Public)
    let p256 = try! NIOSSHPublicKey(openSSHPublicKey: KeyFixtures.p256Public)

    @Test func readsSupportedKeysAndSkipsTheRestWithNotes() {
        let text = """
            # team keys
            \(KeyFixtures.ed25519Public)

            \(KeyFixtures.rsaPublic)
            from="10.0.0.1",command="echo hi there" \(KeyFixtures.p256Public)
            \t\(KeyFixtures.p256Public)\r
            ssh-ed25519 AAAAnotbase64!! broken
            garbage
            """
        let parsed = AuthorizedKeys(parsing: text)
        #expect(parsed.keys == [ed25519, p256])
        #expect(
            parsed.notes == [
                "line 4: \"ssh-rsa\" keys are not supported (use ssh-ed25519 or ecdsa-sha2-nistp256/384/521); skipped",
                "line 5: options are not supported; the key (\"ecdsa-sha2-nistp256\") is skipped",
                "line 7: not a valid ssh-ed25519 public key; skipped",
                "line 8: options are not supported; the key is skipped",
            ])
    }

    @Test func emptyAndCommentOnlyFilesHaveNoKeysAndNoNotes() {
        for text in ["", "\n\n", "# nothing\n   # indented comment\n"] {
            let parsed = AuthorizedKeys(parsing: text)
            #expect(parsed.keys.isEmpty)
            #expect(parsed.notes.isEmpty)
        }
    }

    @Test func quotedOptionsKeepTheirSpaces() {
        #expect(
            AuthorizedKeys.fields(of: #"command="a \"b\" c",no-pty ssh-ed25519 AAAA x y"#)
                == [#"command="a \"b\" c",no-pty"#, "ssh-ed25519", "AAAA", "x", "y"])
    }

    @Test func fingerprintsMatchSSHKeygen() {
        #expect(KeyFingerprint.sha256(ed25519) == KeyFixtures.ed25519Fingerprint)
        #expect(KeyFingerprint.sha256(p256) == KeyFixtures.p256Fingerprint)
    }

    @Test func fingerprintOfEmptyInputIsSHA256OfNothing() {
        // SHA-256 of no bytes, base64 without its one "=".
        #expect(KeyFingerprint.sha256(wireEncoding: [UInt8]()) == "SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU")
    }
}
