import CollectionLayout

extension BatchApplication {
    /// The batches of the batch file at `path`, as ``decodeAll(_:file:)`` reads them; the
    /// file is read as scenario files are (bounded, never waiting on a FIFO). Errors name
    /// `path`. Complexity: O(file size).
    public static func decodeAll(atPath path: String) throws(ScenarioError) -> [(BatchUpdate, [Int]?)] {
        try decodeAll(try FileReading.bytes(atPath: path), file: path)
    }
}
