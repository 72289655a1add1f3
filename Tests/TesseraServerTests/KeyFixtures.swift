/// Keys made with `ssh-keygen` for these tests only (they guard nothing), with the
/// fingerprints `ssh-keygen -l` printed for them.
enum KeyFixtures {
    /// `ssh-keygen -t ed25519 -N '' -C fixture`.
    static let ed25519Private = """
        -----BEGIN OPENSSH PRIVATE KEY-----
        b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
        QyNTUxOQAAACACmofluYLlBS1aXz06xvmL6QdT2MKu6cYgsifuQKK5OgAAAJBhC4o4YQuK
        OAAAAAtzc2gtZWQyNTUxOQAAACACmofluYLlBS1aXz06xvmL6QdT2MKu6cYgsifuQKK5Og
        AAAEC9NZGXKcosVxhxRb4qum+jAg4sxKHvJvZL1y2HumNUPwKah+W5guUFLVpfPTrG+Yvp
        B1PYwq7pxiCyJ+5Aork6AAAAB2ZpeHR1cmUBAgMEBQY=
        -----END OPENSSH PRIVATE KEY-----

        """
    static let ed25519Public =
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAKah+W5guUFLVpfPTrG+YvpB1PYwq7pxiCyJ+5Aork6 fixture"
    static let ed25519Fingerprint = "SHA256:RQ8LTeCVYjFx5tkeGCE5CHhWDghrgUiL3+1OBWsHl2U"

    /// The same kind of key with the passphrase `secret`.
    static let ed25519Encrypted = """
        -----BEGIN OPENSSH PRIVATE KEY-----
        b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABDr5fNk6v
        zJnqjFE6IkSDsGAAAAEAAAAAEAAAAzAAAAC3NzaC1lZDI1NTE5AAAAIF6uKJYCXKbxVqVR
        vlMeXcl+JLhxe+bkWi/6xarnOMLqAAAAkI5d9Lk2IewwBcgw9pRQq8LaQoRpK1Ah3K0a8y
        bh26sVI9NEYSJF43lqvpKQ3mscpu5/FF5N+JrAfy00kJ8igS7qEqxSf09WO2K+sDEoebiQ
        O0Q14u8v2XBmWfODD2VSGjPDY1HJEdOAnolxp+An6r1ccvzfl1jsuQrEZr4uYI2T063L8I
        ykegU8yeDSdvxzdA==
        -----END OPENSSH PRIVATE KEY-----

        """

    /// `ssh-keygen -t ecdsa -b 256 -C p256`.
    static let p256Public =
        "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBNKVAu80AAx5UyyM6ENaJwdHnVZfVonJTYmKElZnX1bwMgpZBkXUn68yOfPmwzzbABx1/7oYsjpJxLIpQqja6Xk= p256"
    static let p256Fingerprint = "SHA256:fNNiCIz74q9tiQUE7aD72TMJAVtR3RjKb2Zub63HAgI"

    /// `ssh-keygen -t rsa -b 1024 -C rsa`: a type the SSH library cannot verify.
    static let rsaPublic =
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDfTR2h4iZ95MxHk1+YkDUvdR+kPdKCEmg/YioErHSyAYERL3t5ZaCh+ENiuiTZNTH5U9fDzigZR+SqXdFmqPRMIv/shyvlM8F6ciisBsMT1hhhBbC31FZHyE4d1Ml4SfCK33gVouvNO1b6rvP44/Ip2+c5Rq/+phBMSuBCyYWY0Q== rsa"
}
