import InertText
import NIOSSH

/// The public keys of an OpenSSH `authorized_keys` file: who may join a `tessera serve`.
///
/// Each line is `[options] TYPE BASE64 [comment]`; blank lines and `#` comments are skipped.
/// The SSH library verifies ed25519 and ECDSA (nistp256, nistp384, nistp521) keys; it has no
/// RSA, DSA or security-key (`sk-`) support, so those lines are skipped with a note rather
/// than failing the file (a typical file mixes them). A line with options (`from=`,
/// `command=`, `restrict`...) is skipped too: the server cannot honour them, and accepting
/// the key without them would let in more than the file says.
public struct AuthorizedKeys: Sendable {
    /// The keys that may join.
    public var keys: Set<NIOSSHPublicKey>
    /// One note per skipped line, `line N: why`, inert.
    public var notes: [String]

    /// Key types the server can verify.
    public static let supportedTypes: Set<String> = [
        "ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
    ]

    /// Parses the text of an authorized_keys file. O(length of the text).
    public init(parsing text: String) {
        var keys = Set<NIOSSHPublicKey>()
        var notes: [String] = []
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineEnd)
            .enumerated()
        {
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let number = index + 1
            let fields = Self.fields(of: line)
            guard let first = fields.first else { continue }
            guard Self.looksLikeKeyType(first) else {
                let type = fields.dropFirst().first.map { " (\(InertText.quoted($0)))" } ?? ""
                notes.append("line \(number): options are not supported; the key\(type) is skipped")
                continue
            }
            guard Self.supportedTypes.contains(first) else {
                notes.append(
                    "line \(number): \(InertText.quoted(first)) keys are not supported "
                        + "(use ssh-ed25519 or ecdsa-sha2-nistp256/384/521); skipped")
                continue
            }
            guard fields.count >= 2, let key = try? NIOSSHPublicKey(openSSHPublicKey: first + " " + fields[1])
            else {
                notes.append("line \(number): not a valid \(first) public key; skipped")
                continue
            }
            keys.insert(key)
        }
        self.keys = keys
        self.notes = notes
    }

    /// A line feed, or a carriage return and line feed (one `Character` in Swift).
    static func isLineEnd(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// Whether `type` names an OpenSSH key type rather than an option list.
    static func looksLikeKeyType(_ type: String) -> Bool {
        type.hasPrefix("ssh-") || type.hasPrefix("ecdsa-sha2-") || type.hasPrefix("sk-")
    }

    /// The line split at spaces and tabs outside double quotes (options may quote spaces).
    static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quoted {
                current.append(character)
                escaped = true
            } else if character == "\"" {
                current.append(character)
                quoted.toggle()
            } else if (character == " " || character == "\t") && !quoted {
                if !current.isEmpty { fields.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { fields.append(current) }
        return fields
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs and carriage returns.
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        let end = lastIndex(where: { !isSpace($0) })!
        return self[start...end]
    }
}
