import InertText

/// A JSON value together with where it is (file and path), with typed accessors
/// that throw a ``ScenarioError`` naming that place.
///
/// This is what layout specs read their parameters with (see ``LayoutSpec``). Optional
/// keys whose value is `null` count as absent. Every node of one decoding shares its
/// ``DecodingDiagnostics``.
struct JSONNode {
    /// The value.
    let value: JSONValue
    /// The path of the containing value (or of this value, when `step` is nil).
    private let parent: JSONPath
    /// The last step of this value's path, kept apart so that reading a member
    /// allocates no path until one is needed (an error, or descending into it).
    private let step: Step?
    /// The file, as the user named it.
    let file: String
    /// Where problems go.
    let diagnostics: DecodingDiagnostics

    private enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    /// A node at `path`.
    init(value: JSONValue, path: JSONPath, file: String, diagnostics: DecodingDiagnostics) {
        self.value = value
        self.parent = path
        self.step = nil
        self.file = file
        self.diagnostics = diagnostics
    }

    /// The member `key` of the object at `parent`.
    init(value: JSONValue, key: String, in parent: JSONPath, file: String, diagnostics: DecodingDiagnostics) {
        self.value = value
        self.parent = parent
        self.step = .key(key)
        self.file = file
        self.diagnostics = diagnostics
    }

    /// The element `index` of the array at `parent`.
    init(value: JSONValue, index: Int, in parent: JSONPath, file: String, diagnostics: DecodingDiagnostics) {
        self.value = value
        self.parent = parent
        self.step = .index(index)
        self.file = file
        self.diagnostics = diagnostics
    }

    /// Where it is.
    var path: JSONPath {
        switch step {
        case nil: return parent
        case .key(let k): return parent.appending(k)
        case .index(let i): return parent.appending(i)
        }
    }

    /// An error about this value.
    func error(_ message: String) -> ScenarioError {
        ScenarioError(file: file, path: path, message: message)
    }

    /// An error naming the expected form and the value found: `must be X, got Y`.
    func mismatch(_ expected: String) -> ScenarioError {
        error("must be \(expected), got \(value.shortDescription)")
    }

    /// The value as an object.
    func object() throws(ScenarioError) -> JSONObjectNode {
        guard case .object(let o) = value else { throw mismatch("an object") }
        return JSONObjectNode(object: o, path: path, file: file, diagnostics: diagnostics)
    }

    /// The value as an array of nodes.
    func array() throws(ScenarioError) -> [JSONNode] {
        guard case .array(let a) = value else { throw mismatch("an array") }
        var out: [JSONNode] = []
        out.reserveCapacity(a.count)
        let here = path
        for (i, v) in a.enumerated() {
            out.append(JSONNode(value: v, index: i, in: here, file: file, diagnostics: diagnostics))
        }
        return out
    }

    /// The value as a non-empty array of nodes.
    func nonEmptyArray() throws(ScenarioError) -> [JSONNode] {
        let a = try array()
        guard !a.isEmpty else { throw error("must be a non-empty array") }
        return a
    }

    /// The value as a string.
    func string() throws(ScenarioError) -> String {
        guard case .string(let s) = value else { throw mismatch("a string") }
        return s
    }

    /// The value as a Boolean.
    func bool() throws(ScenarioError) -> Bool {
        guard case .bool(let b) = value else { throw mismatch("true or false") }
        return b
    }

    /// The value as a number obeying `rule`.
    func number(_ rule: NumberRule) throws(ScenarioError) -> Double {
        guard case .number(let n) = value, n.value.isFinite, rule.accepts(n.value) else {
            throw mismatch(rule.expectation)
        }
        return n.value
    }

    /// The value as an integer in `range`.
    func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        let expectation: String
        if range.upperBound == Int.max {
            expectation = range.lowerBound == Int.min ? "an integer" : "an integer >= \(range.lowerBound)"
        } else {
            expectation = "an integer from \(range.lowerBound) to \(range.upperBound)"
        }
        guard case .number(let n) = value, let i = Int(exactly: n.value), range.contains(i) else {
            throw mismatch(expectation)
        }
        return i
    }

    /// The value as one of `E`'s raw values.
    func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(ScenarioError) -> E
    where E.RawValue == String {
        let names = E.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        guard case .string(let s) = value, let e = E(rawValue: s) else { throw mismatch("one of \(names)") }
        return e
    }
}

/// What a number must be.
enum NumberRule: Sendable {
    /// Any finite number.
    case finite
    /// A finite number >= 0 (sizes, spacings, insets).
    case nonNegative
    /// A finite number > 0 (aspect ratios).
    case positive
    /// A finite number >= the bound, named by `limit` in errors (viewport sides).
    case atLeast(Double, limit: String)
    /// 0, or a finite number >= the bound, named by `limit` in errors (compositional
    /// dimensions).
    case zeroOrAtLeast(Double, limit: String)

    func accepts(_ v: Double) -> Bool {
        switch self {
        case .finite: return true
        case .nonNegative: return v >= 0
        case .positive: return v > 0
        case .atLeast(let bound, _): return v >= bound
        case .zeroOrAtLeast(let bound, _): return v == 0 || v >= bound
        }
    }

    /// The phrase after "must be".
    var expectation: String {
        switch self {
        case .finite: return "a finite number"
        case .nonNegative: return "a finite number >= 0"
        case .positive: return "a finite number > 0"
        case .atLeast(let bound, let limit): return "a finite number >= \(JSONText.number(bound)) (\(limit))"
        case .zeroOrAtLeast(let bound, let limit):
            return "0 or a finite number >= \(JSONText.number(bound)) (\(limit))"
        }
    }
}

/// A JSON object with its place, with typed accessors for its members.
///
/// The accessors that have a fallback (a default, or `nil` for an optional key)
/// report a bad value to ``diagnostics`` and return the fallback, so decoding goes on
/// past it; they throw only when the diagnostics' limit is reached (at once for a
/// plain load, whose limit is 1). Accessors without a fallback (`required`) throw.
struct JSONObjectNode {
    /// The object.
    let object: JSONObject
    /// Where it is.
    let path: JSONPath
    /// The file, as the user named it.
    let file: String
    /// Where problems go.
    let diagnostics: DecodingDiagnostics

    /// The node of this object.
    var node: JSONNode { JSONNode(value: .object(object), path: path, file: file, diagnostics: diagnostics) }

    /// `read(node)`, or `fallback` after reporting its error (see the type's notes).
    func reading<T>(_ node: JSONNode, or fallback: T, _ read: (JSONNode) throws(ScenarioError) -> T)
        throws(ScenarioError) -> T
    {
        try diagnostics.attempt { () throws(ScenarioError) -> T in try read(node) } ?? fallback
    }

    /// An error about this object.
    func error(_ message: String) -> ScenarioError {
        ScenarioError(file: file, path: path, message: message)
    }

    /// True when `key` is present with a non-null value.
    func has(_ key: String) -> Bool { self[key] != nil }

    /// The member `key`, or `nil` when absent or `null`.
    subscript(key: String) -> JSONNode? {
        guard let v = object[key] else { return nil }
        if case .null = v { return nil }
        return JSONNode(value: v, key: key, in: path, file: file, diagnostics: diagnostics)
    }

    /// The member `key`; throws when it is absent or `null`.
    func required(_ key: String) throws(ScenarioError) -> JSONNode {
        guard let n = self[key] else {
            throw ScenarioError(file: file, path: path.appending(key), message: "required key is missing")
        }
        return n
    }

    /// A number member, or `defaultValue` when absent.
    func number(_ key: String, default defaultValue: Double, _ rule: NumberRule = .nonNegative) throws(ScenarioError)
        -> Double
    {
        guard let n = self[key] else { return defaultValue }
        return try reading(n, or: defaultValue) { (n) throws(ScenarioError) in try n.number(rule) }
    }

    /// A number member, or `nil` when absent.
    func optionalNumber(_ key: String, _ rule: NumberRule = .nonNegative) throws(ScenarioError) -> Double? {
        guard let n = self[key] else { return nil }
        return try reading(n, or: nil) { (n) throws(ScenarioError) in try n.number(rule) }
    }

    /// An integer member in `range`, or `defaultValue` when absent.
    func integer(_ key: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        guard let n = self[key] else { return defaultValue }
        return try reading(n, or: defaultValue) { (n) throws(ScenarioError) in try n.integer(in: range) }
    }

    /// An integer member in `range`, or `nil` when absent.
    func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(ScenarioError) -> Int? {
        guard let n = self[key] else { return nil }
        return try reading(n, or: nil) { (n) throws(ScenarioError) in try n.integer(in: range) }
    }

    /// A Boolean member, or `defaultValue` when absent.
    func bool(_ key: String, default defaultValue: Bool) throws(ScenarioError) -> Bool {
        guard let n = self[key] else { return defaultValue }
        return try reading(n, or: defaultValue) { (n) throws(ScenarioError) in try n.bool() }
    }

    /// A Boolean member, or `nil` when absent.
    func optionalBool(_ key: String) throws(ScenarioError) -> Bool? {
        guard let n = self[key] else { return nil }
        return try reading(n, or: nil) { (n) throws(ScenarioError) in try n.bool() }
    }

    /// A string member, or `nil` when absent.
    func optionalString(_ key: String) throws(ScenarioError) -> String? {
        guard let n = self[key] else { return nil }
        return try reading(n, or: nil) { (n) throws(ScenarioError) in try n.string() }
    }

    /// An enumeration member, or `defaultValue` when absent.
    func oneOf<E: RawRepresentable & CaseIterable>(_ key: String, default defaultValue: E) throws(ScenarioError) -> E
    where E.RawValue == String {
        guard let n = self[key] else { return defaultValue }
        return try reading(n, or: defaultValue) { (n) throws(ScenarioError) in try n.oneOf(E.self) }
    }

    /// An object member, or `nil` when absent.
    func optionalObject(_ key: String) throws(ScenarioError) -> JSONObjectNode? {
        guard let n = self[key] else { return nil }
        return try reading(n, or: nil) { (n) throws(ScenarioError) in try n.object() }
    }
}
