import Crypto
import Foundation
import InertText

/// OpenSSH's private key file format (`-----BEGIN OPENSSH PRIVATE KEY-----`), for one
/// unencrypted ed25519 key: what `ssh-keygen -t ed25519 -N ''` writes, so an operator can
/// bring their own host key, and `ssh-keygen -l -f` reads the one `tessera serve` makes.
///
/// The body, base64 between the armour lines:
/// `"openssh-key-v1\0"`, string cipher (`none`), string kdf (`none`), string kdf options
/// (empty), uint32 key count (1), string public key, string private section. The private
/// section: two equal uint32 check numbers, string `ssh-ed25519`, string public key (32
/// bytes), string private key (seed then public key, 64 bytes), string comment, then
/// padding bytes 1, 2, 3... up to a multiple of 8. Strings are a big-endian uint32 length
/// and the bytes.
public enum OpenSSHPrivateKey {
    static let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
    static let end = "-----END OPENSSH PRIVATE KEY-----"
    static let magic = Array("openssh-key-v1\0".utf8)
    static let keyType = "ssh-ed25519"

    /// Why a key file could not be read.
    public struct FormatError: Error, Equatable {
        public var reason: String
    }

    /// The file text for `key`, with `comment`. O(1).
    public static func encode(
        _ key: Curve25519.Signing.PrivateKey, comment: String, checkNumber: UInt32 = .random(in: .min ... .max)
    ) -> String {
        let publicBytes = Array(key.publicKey.rawRepresentation)
        var publicBlob = Writer()
        publicBlob.string(Array(keyType.utf8))
        publicBlob.string(publicBytes)

        var secret = Writer()
        secret.uint32(checkNumber)
        secret.uint32(checkNumber)
        secret.string(Array(keyType.utf8))
        secret.string(publicBytes)
        secret.string(Array(key.rawRepresentation) + publicBytes)
        secret.string(Array(comment.utf8))
        var pad: UInt8 = 1
        while secret.bytes.count % 8 != 0 {
            secret.bytes.append(pad)
            pad += 1
        }

        var body = Writer()
        body.bytes = magic
        body.string(Array("none".utf8))
        body.string(Array("none".utf8))
        body.string([])
        body.uint32(1)
        body.string(publicBlob.bytes)
        body.string(secret.bytes)

        let base64 = Data(body.bytes).base64EncodedString()
        var lines = [begin]
        var rest = Substring(base64)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(70)))
            rest = rest.dropFirst(70)
        }
        lines.append(end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ed25519 key in `text`. O(length of text).
    public static func decode(_ text: String) throws(FormatError) -> Curve25519.Signing.PrivateKey {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let first = lines.firstIndex(of: begin), let last = lines.lastIndex(of: end), first < last else {
            throw FormatError(reason: "not an OpenSSH private key (no \(begin) line)")
        }
        guard let data = Data(base64Encoded: lines[(first + 1)..<last].joined()) else {
            throw FormatError(reason: "the key body is not base64")
        }
        var reader = Reader(bytes: Array(data))
        guard reader.take(magic.count) == magic else { throw FormatError(reason: "not an openssh-key-v1 key") }
        let cipher = try reader.string()
        let kdf = try reader.string()
        _ = try reader.string()
        guard cipher == Array("none".utf8), kdf == Array("none".utf8) else {
            throw FormatError(reason: "the key is encrypted; tessera serve needs one without a passphrase")
        }
        guard try reader.uint32() == 1 else { throw FormatError(reason: "the file must hold exactly one key") }
        _ = try reader.string()
        var secret = Reader(bytes: try reader.string())
        let check1 = try secret.uint32()
        let check2 = try secret.uint32()
        guard check1 == check2 else { throw FormatError(reason: "the key's check numbers differ") }
        let type = try secret.string()
        guard type == Array(keyType.utf8) else {
            throw FormatError(
                reason: "the key is \(InertText.quoted(String(decoding: type, as: UTF8.self))), not ssh-ed25519")
        }
        let publicBytes = try secret.string()
        let privateBytes = try secret.string()
        guard publicBytes.count == 32, privateBytes.count == 64,
            let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: privateBytes.prefix(32)),
            Array(key.publicKey.rawRepresentation) == publicBytes
        else {
            throw FormatError(reason: "the ed25519 key is damaged")
        }
        return key
    }

    struct Writer {
        var bytes: [UInt8] = []

        mutating func uint32(_ value: UInt32) {
            bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }

        mutating func string(_ value: [UInt8]) {
            uint32(UInt32(value.count))
            bytes += value
        }
    }

    struct Reader {
        var bytes: [UInt8]
        var position = 0

        mutating func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, bytes.count - position >= count else { return nil }
            defer { position += count }
            return Array(bytes[position..<(position + count)])
        }

        mutating func uint32() throws(FormatError) -> UInt32 {
            guard let b = take(4) else { throw FormatError(reason: "the key is cut short") }
            return UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
        }

        mutating func string() throws(FormatError) -> [UInt8] {
            let count = try uint32()
            guard count <= 1 << 20, let value = take(Int(count)) else {
                throw FormatError(reason: "the key is cut short")
            }
            return value
        }
    }
}
