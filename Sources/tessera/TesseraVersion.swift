/// The version `tessera --version` prints. Raised with each release; CHANGELOG.md lists
/// what changed since.
enum TesseraVersion {
    static let current = "0.9.0"
}
