import QuotedText

/// Reads typed data out of a ``JSONValue``, tracking the JSON path for errors.
///
/// A reader pairs a value with its path from the document root. Each step
/// down (``field(_:)``, ``array()``) extends the path, and each typed read
/// (``string()``, ``double()``, ``int()``, …) throws a ``JSONReadError`` naming
/// that path, what was expected, and what was found. Decoding code stays
/// short and its errors stay precise:
///
/// ```swift
/// struct Point { var x: Double; var y: Double }
///
/// func readPoint(_ reader: JSONReader) throws(JSONReadError) -> Point {
///     try reader.expectOnlyKeys(["x", "y"])
///     return Point(x: try reader.field("x").double(), y: try reader.field("y").double())
/// }
///
/// let document = try JSONParser().parse(#"{"points": [{"x": 1, "y": 2}, {"x": "NaN", "y": 0}]}"#)
/// let points = try JSONReader(document).field("points").array(readPoint)
/// // throws: $.points[1].x: expected a number, found the string "NaN". Change the value at this path.
/// ```
public struct JSONReader: Sendable {
    /// The value being read.
    public let value: JSONValue
    /// The path of ``value`` from the document root.
    public let path: JSONPath

    /// Creates a reader for a value.
    ///
    /// ```swift
    /// let reader = JSONReader(try JSONParser().parse("[1, 2]"))
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to read.
    ///   - path: Its path from the document root; ``JSONPath/root`` by default.
    public init(_ value: JSONValue, path: JSONPath = .root) {
        self.value = value
        self.path = path
    }

    // MARK: Objects

    /// A reader for a required member of the object.
    ///
    /// ```swift
    /// let id = try reader.field("id").string()
    /// ```
    ///
    /// - Parameter key: The member's key.
    /// - Returns: A reader for the member's value, at `path.key`.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not an object; ``JSONReadError/missingField(path:key:presentKeys:)``
    ///   when the member is absent.
    public func field(_ key: String) throws(JSONReadError) -> JSONReader {
        let object = try objectValue(expected: "an object with field \(quoteShortened(key, limit: 60))")
        guard let member = object[key] else {
            throw .missingField(path: path, key: key, presentKeys: object.keys)
        }
        return JSONReader(member, path: path.appending(key: key))
    }

    /// A reader for an optional member of the object, or `nil` when absent.
    ///
    /// A member that is present with the value `null` is returned as a reader
    /// of `null`, not as `nil`: check ``isNull`` when `null` is allowed.
    ///
    /// ```swift
    /// let note = try reader.optionalField("note")?.string()
    /// ```
    ///
    /// - Parameter key: The member's key.
    /// - Returns: A reader for the member's value, or `nil`.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not an object.
    public func optionalField(_ key: String) throws(JSONReadError) -> JSONReader? {
        let object = try objectValue(expected: "an object")
        return object[key].map { JSONReader($0, path: path.appending(key: key)) }
    }

    /// The keys of the object, in document order.
    ///
    /// ```swift
    /// try JSONReader(["b": 1, "a": 2]).keys()  // ["b", "a"]
    /// ```
    ///
    /// - Returns: The keys.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not an object.
    public func keys() throws(JSONReadError) -> [String] {
        try objectValue(expected: "an object").keys
    }

    /// The members of the object, in document order, each with its path.
    ///
    /// ```swift
    /// for (key, member) in try reader.members() {
    ///     print(key, try member.double())
    /// }
    /// ```
    ///
    /// - Returns: The keys with readers for their values.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not an object.
    public func members() throws(JSONReadError) -> [(key: String, value: JSONReader)] {
        let object = try objectValue(expected: "an object")
        return object.map { ($0.key, JSONReader($0.value, path: path.appending(key: $0.key))) }
    }

    /// Checks that the object has no members other than the allowed ones.
    ///
    /// Strict decoding catches misspelt optional fields, which would
    /// otherwise be silently ignored.
    ///
    /// ```swift
    /// try reader.expectOnlyKeys(["id", "events", "note"])
    /// ```
    ///
    /// - Parameter allowed: The keys the object may have.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not an object; ``JSONReadError/unknownField(path:key:allowedKeys:)``
    ///   naming the first member in document order that is not allowed.
    public func expectOnlyKeys(_ allowed: Set<String>) throws(JSONReadError) {
        try expectOnlyKeys(where: allowed.contains, allowedKeys: allowed)
    }

    /// Checks that the object has no members other than the allowed ones,
    /// given as a short list: an array literal of keys comes here, and a scan
    /// of a few keys costs less than building a `Set` of them for every object
    /// read (a decoder calls this once per object it reads).
    ///
    /// ```swift
    /// try reader.expectOnlyKeys(["id", "events", "note"])
    /// ```
    ///
    /// - Parameter allowed: The keys the object may have.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not an object; ``JSONReadError/unknownField(path:key:allowedKeys:)``
    ///   naming the first member in document order that is not allowed.
    public func expectOnlyKeys(_ allowed: [String]) throws(JSONReadError) {
        try expectOnlyKeys(where: allowed.contains, allowedKeys: allowed)
    }

    private func expectOnlyKeys(where isAllowed: (String) -> Bool, allowedKeys: some Sequence<String>) throws(JSONReadError) {
        let object = try objectValue(expected: "an object")
        for key in object.keys where !isAllowed(key) {
            throw .unknownField(path: path, key: key, allowedKeys: Set(allowedKeys).sorted())
        }
    }

    // MARK: Arrays

    /// Readers for the elements of the array, each with its index path.
    ///
    /// ```swift
    /// for event in try reader.field("events").array() {
    ///     print(event.path)  // $.events[0], $.events[1], …
    /// }
    /// ```
    ///
    /// - Returns: One reader per element, in order.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not an array.
    public func array() throws(JSONReadError) -> [JSONReader] {
        guard case .array(let elements) = value else {
            throw mismatch(expected: "an array")
        }
        return elements.enumerated().map { JSONReader($0.element, path: path.appending(index: $0.offset)) }
    }

    /// Reads every element of the array with a function.
    ///
    /// ```swift
    /// let xs: [Double] = try reader.field("xs").array { element throws(JSONReadError) in
    ///     try element.double()
    /// }
    /// ```
    ///
    /// - Parameter readElement: Reads one element.
    /// - Returns: The elements read, in order.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not an array, or the first error of `readElement`.
    public func array<Element>(
        _ readElement: (JSONReader) throws(JSONReadError) -> Element
    ) throws(JSONReadError) -> [Element] {
        var result: [Element] = []
        for element in try array() {
            result.append(try readElement(element))
        }
        return result
    }

    // MARK: Scalars

    /// Whether the value is `null`.
    ///
    /// ```swift
    /// if try reader.optionalField("limit")?.isNull ?? true { … }
    /// ```
    public var isNull: Bool { value.isNull }

    /// Reads a string.
    ///
    /// ```swift
    /// try JSONReader("tap").string()  // "tap"
    /// ```
    ///
    /// - Returns: The string.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not a string.
    public func string() throws(JSONReadError) -> String {
        guard case .string(let string) = value else {
            throw mismatch(expected: "a string")
        }
        return string
    }

    /// Reads a string that names a case of an enumeration.
    ///
    /// ```swift
    /// enum Edge: String, CaseIterable { case leading, trailing }
    /// try JSONReader("leading").enumeration(Edge.self)  // .leading
    /// try JSONReader("left").enumeration(Edge.self)
    /// // throws: $: expected one of "leading", "trailing", found the string "left". …
    /// ```
    ///
    /// - Parameter type: The enumeration; its raw values are the accepted strings.
    /// - Returns: The case whose raw value is the string.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not a string; ``JSONReadError/outOfRange(path:expected:found:)``
    ///   when no case has that raw value.
    public func enumeration<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type
    ) throws(JSONReadError) -> Value where Value.RawValue == String {
        let string = try string()
        if let result = Value(rawValue: string) { return result }
        let names = Value.allCases.map { quoteShortened($0.rawValue, limit: 40) }.joined(separator: ", ")
        throw .outOfRange(path: path, expected: "one of \(names)", found: value.shortDescription)
    }

    /// Reads a Boolean.
    ///
    /// ```swift
    /// try JSONReader(true).bool()  // true
    /// ```
    ///
    /// - Returns: The Boolean.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not `true` or `false`.
    public func bool() throws(JSONReadError) -> Bool {
        guard case .bool(let flag) = value else {
            throw mismatch(expected: "true or false")
        }
        return flag
    }

    /// Reads a finite number.
    ///
    /// ```swift
    /// try JSONReader(0.25).double()  // 0.25
    /// ```
    ///
    /// - Returns: The number.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not a number or not finite (only possible for values built
    ///   in code; parsed values are always finite).
    public func double() throws(JSONReadError) -> Double {
        guard case .number(let number) = value, number.isFinite else {
            throw mismatch(expected: "a number")
        }
        return number
    }

    /// Reads a finite number within a range.
    ///
    /// ```swift
    /// try JSONReader(0.5).double(in: 0...1)  // 0.5
    /// ```
    ///
    /// - Parameter range: The accepted values.
    /// - Returns: The number.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not a finite number; ``JSONReadError/outOfRange(path:expected:found:)``
    ///   when it is outside `range`.
    public func double(in range: ClosedRange<Double>) throws(JSONReadError) -> Double {
        let number = try double()
        guard range.contains(number) else {
            throw .outOfRange(
                path: path,
                expected: "a number from \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound))",
                found: value.shortDescription
            )
        }
        return number
    }

    /// Reads an integral number that fits in `Int`.
    ///
    /// ```swift
    /// try JSONReader(74).int()   // 74
    /// try JSONReader(2.5).int()  // throws: $: expected an integer, found the number 2.5. …
    /// ```
    ///
    /// - Returns: The integer.
    /// - Throws: ``JSONReadError/typeMismatch(path:expected:found:)`` when the
    ///   value is not a number or has a fraction;
    ///   ``JSONReadError/outOfRange(path:expected:found:)`` when it is beyond
    ///   the range of `Int`.
    public func int() throws(JSONReadError) -> Int {
        guard case .number(let number) = value, number.isFinite, number.rounded(.towardZero) == number else {
            throw mismatch(expected: "an integer")
        }
        // -2⁶³ is exact; 2⁶³ is the first double above Int.max.
        guard number >= -9_223_372_036_854_775_808.0, number < 9_223_372_036_854_775_808.0 else {
            throw .outOfRange(path: path, expected: "an integer within the range of a 64-bit Int", found: value.shortDescription)
        }
        return Int(number)
    }

    /// Reads an integral number within a range.
    ///
    /// ```swift
    /// try JSONReader(3).int(in: 0...10)  // 3
    /// ```
    ///
    /// - Parameter range: The accepted values.
    /// - Returns: The integer.
    /// - Throws: As ``int()``, and ``JSONReadError/outOfRange(path:expected:found:)``
    ///   when the integer is outside `range`.
    public func int(in range: ClosedRange<Int>) throws(JSONReadError) -> Int {
        let integer = try int()
        guard range.contains(integer) else {
            throw .outOfRange(
                path: path,
                expected: "an integer from \(range.lowerBound) to \(range.upperBound)",
                found: value.shortDescription
            )
        }
        return integer
    }

    // MARK: Errors

    /// An error about this value for a problem found by the caller.
    ///
    /// ```swift
    /// let events = try reader.field("events").array()
    /// guard !events.isEmpty else {
    ///     throw reader.invalid("a case needs at least one event; add one to \"events\"")
    /// }
    /// ```
    ///
    /// - Parameter reason: What is wrong and what to do.
    /// - Returns: A ``JSONReadError/invalidValue(path:reason:)`` at ``path``.
    public func invalid(_ reason: String) -> JSONReadError {
        .invalidValue(path: path, reason: reason)
    }

    /// The object this reader holds; `expected` (what the error says was
    /// expected) is built only when the value is not an object, as reading a
    /// field is the hot path of decoding.
    private func objectValue(expected: @autoclosure () -> String) throws(JSONReadError) -> JSONObject {
        guard case .object(let object) = value else {
            throw mismatch(expected: expected())
        }
        return object
    }

    private func mismatch(expected: String) -> JSONReadError {
        .typeMismatch(path: path, expected: expected, found: value.shortDescription)
    }
}
