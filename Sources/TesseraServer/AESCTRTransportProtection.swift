import Crypto
import CryptoExtras
import Foundation
import NIOCore
import NIOSSH

/// `aes256-ctr` with `hmac-sha2-256-etm@openssh.com`: AES-256 in counter mode, and an
/// HMAC-SHA-256 computed over the ciphertext (encrypt-then-MAC), as OpenSSH defines it.
///
/// **Why it exists.** swift-nio-ssh 0.15.1 ships only AES-GCM, which needs no MAC; its
/// key exchange message must still list a MAC, so it names plain `hmac-sha2-256`, an
/// encrypt-and-MAC algorithm that auditors (ssh-audit) warn about although it is never
/// used. With this scheme in the server's list, the advertised MAC is this one, which is
/// really implemented and used when a client picks `aes256-ctr`; AES-GCM stays first and
/// is what OpenSSH clients choose.
///
/// **The packet** (OpenSSH's PROTOCOL, "encrypt-then-mac"): the 4-byte packet length
/// is sent in the clear; padding length, payload and padding (a multiple of 16 bytes) are
/// encrypted with one AES-CTR key stream that runs on across packets; the MAC is
/// HMAC-SHA-256(key, sequence number || length || ciphertext), checked before anything is
/// decrypted. O(packet length) per packet.
final class AES256CTRHMACSHA256ETMTransportProtection: NIOSSHTransportProtection, _NIOSSHSendableMetatype {
    static let cipherName = "aes256-ctr"
    static let macName: String? = "hmac-sha2-256-etm@openssh.com"
    static let cipherBlockSize = 16
    static let keySizes = ExpectedKeySizes(ivSize: 16, encryptionKeySize: 32, macKeySize: 32)

    var macBytes: Int { 32 }
    var lengthEncrypted: Bool { false }

    private var outbound: Direction
    private var inbound: Direction

    /// One direction's key, MAC key and counter block.
    struct Direction {
        var key: SymmetricKey
        var macKey: SymmetricKey
        /// The next counter block, big-endian.
        var counter: [UInt8]

        init(key: SymmetricKey, macKey: SymmetricKey, iv: [UInt8]) throws {
            guard key.bitCount == 256, macKey.bitCount == 256, iv.count == 16 else {
                throw TransportProtectionError.keySize
            }
            self.key = key
            self.macKey = macKey
            self.counter = iv
        }

        /// Encrypts or decrypts `bytes` (a whole number of blocks) and moves the counter on.
        mutating func apply(_ bytes: [UInt8]) throws -> Data {
            let nonce = try AES._CTR.Nonce(nonceBytes: counter)
            let result = try AES._CTR.encrypt(bytes, using: key, nonce: nonce)
            Self.advance(&counter, blocks: bytes.count / 16)
            return result
        }

        /// Adds `blocks` to a big-endian 128-bit counter, wrapping at 2^128. O(16).
        static func advance(_ counter: inout [UInt8], blocks: Int) {
            var carry = UInt64(blocks)
            var index = 15
            while carry > 0, index >= 0 {
                let sum = UInt64(counter[index]) + (carry & 0xFF)
                counter[index] = UInt8(truncatingIfNeeded: sum)
                carry = (carry >> 8) + (sum >> 8)
                index -= 1
            }
        }

        /// HMAC-SHA-256 of the sequence number and the packet as sent. O(packet).
        func mac(sequenceNumber: UInt32, packet: ByteBufferView) -> HashedAuthenticationCode<SHA256> {
            var hmac = HMAC<SHA256>(key: macKey)
            let number = sequenceNumber
            hmac.update(data: [
                UInt8(number >> 24), UInt8((number >> 16) & 0xFF), UInt8((number >> 8) & 0xFF), UInt8(number & 0xFF),
            ])
            hmac.update(data: Array(packet))
            return hmac.finalize()
        }
    }

    init(initialKeys: NIOSSHSessionKeys) throws {
        outbound = try Direction(
            key: initialKeys.outboundEncryptionKey, macKey: initialKeys.outboundMACKey,
            iv: initialKeys.initialOutboundIV)
        inbound = try Direction(
            key: initialKeys.inboundEncryptionKey, macKey: initialKeys.inboundMACKey, iv: initialKeys.initialInboundIV)
    }

    func updateKeys(_ newKeys: NIOSSHSessionKeys) throws {
        outbound = try Direction(
            key: newKeys.outboundEncryptionKey, macKey: newKeys.outboundMACKey, iv: newKeys.initialOutboundIV)
        inbound = try Direction(
            key: newKeys.inboundEncryptionKey, macKey: newKeys.inboundMACKey, iv: newKeys.initialInboundIV)
    }

    /// The length is in the clear: nothing to do.
    func decryptFirstBlock(_ source: inout ByteBuffer) throws {}

    func decryptAndVerifyRemainingPacket(_ source: inout ByteBuffer, sequenceNumber: UInt32) throws -> ByteBuffer {
        let total = source.readableBytes
        guard total > 4 + 32, (total - 4 - 32) % 16 == 0,
            let packet = source.viewBytes(at: source.readerIndex, length: total - 32),
            let tag = source.viewBytes(at: source.readerIndex + total - 32, length: 32),
            let ciphertext = source.viewBytes(at: source.readerIndex + 4, length: total - 36)
        else {
            throw TransportProtectionError.packetLength
        }
        let expected = inbound.mac(sequenceNumber: sequenceNumber, packet: packet)
        guard expected == Data(tag) else { throw TransportProtectionError.mac }
        let plaintext = try inbound.apply(Array(ciphertext))
        source.moveReaderIndex(forwardBy: total)
        guard let padding = plaintext.first, padding >= 4, Int(padding) + 1 <= plaintext.count else {
            throw TransportProtectionError.padding
        }
        var payload = ByteBufferAllocator().buffer(capacity: plaintext.count - 1 - Int(padding))
        payload.writeBytes(plaintext.dropFirst().dropLast(Int(padding)))
        return payload
    }

    func encryptPacket(_ destination: inout ByteBuffer, sequenceNumber: UInt32) throws {
        let start = destination.readerIndex
        let length = destination.readableBytes - 4
        guard length > 0, length % 16 == 0, let plaintext = destination.viewBytes(at: start + 4, length: length) else {
            throw TransportProtectionError.packetLength
        }
        let ciphertext = try outbound.apply(Array(plaintext))
        destination.setBytes(Array(ciphertext), at: start + 4)
        let tag = outbound.mac(sequenceNumber: sequenceNumber, packet: destination.readableBytesView)
        destination.writeBytes(Array(tag))
    }
}

/// Why an `aes256-ctr` packet was rejected; the SSH handler closes the connection.
enum TransportProtectionError: Error {
    case keySize, packetLength, mac, padding
}
