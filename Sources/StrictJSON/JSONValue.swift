import QuotedText

/// A JSON value as defined by RFC 8259.
///
/// `JSONValue` is the in-memory form of test vectors and of the JSON-lines
/// messages exchanged with implementations under test. Numbers are stored as
/// `Double`; objects keep their members in insertion order (see
/// ``JSONObject``), so a value written with ``JSONWriter`` comes out in the
/// order its producer chose.
///
/// Equality and hashing are semantic: two numbers are equal when their
/// doubles are equal (so `0` equals `-0`), and two objects are equal when
/// they have the same keys with equal values, in any order.
///
/// ```swift
/// let value: JSONValue = ["id": "tap-1", "x": 74, "tags": ["ACC-1", "ORD-2"]]
/// print(JSONWriter.write(value, style: .compact))
/// // {"id":"tap-1","x":74,"tags":["ACC-1","ORD-2"]}
/// ```
public enum JSONValue: Sendable, Hashable {
    /// The JSON literal `null`.
    case null
    /// The JSON literal `true` or `false`.
    case bool(Bool)
    /// A JSON number. ``JSONParser`` only produces finite values, and
    /// ``JSONWriter`` only accepts finite values.
    case number(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array.
    case array([JSONValue])
    /// A JSON object whose members keep their insertion order.
    case object(JSONObject)
}

// MARK: - Accessors

extension JSONValue {
    /// Whether the value is `null`.
    ///
    /// ```swift
    /// JSONValue.null.isNull  // true
    /// ```
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The Boolean payload, or `nil` when the value is not a Boolean.
    ///
    /// ```swift
    /// JSONValue.bool(true).boolValue  // true
    /// ```
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number payload, or `nil` when the value is not a number.
    ///
    /// ```swift
    /// JSONValue.number(2.5).numberValue  // 2.5
    /// ```
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The string payload, or `nil` when the value is not a string.
    ///
    /// ```swift
    /// JSONValue.string("a").stringValue  // "a"
    /// ```
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, or `nil` when the value is not an array.
    ///
    /// ```swift
    /// JSONValue.array([1, 2]).arrayValue?.count  // 2
    /// ```
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, or `nil` when the value is not an object.
    ///
    /// ```swift
    /// let value: JSONValue = ["a": 1]
    /// value.objectValue?["a"]  // .number(1)
    /// ```
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// What kind of value this is, with an article, for error messages:
    /// "null", "a Boolean", "a number", "a string", "an array", "an object".
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A short description of the value for error messages, such as
    /// `the string "NaN"`, `the number 3.5`, `true`, `an array of 2 elements`.
    package var shortDescription: String {
        switch self {
        case .null:
            return "null"
        case .bool(let value):
            return value ? "true" : "false"
        case .number(let value):
            return value.isFinite ? "the number \(JSONWriter.format(value))" : "the number \(value)"
        case .string(let value):
            return "the string \(quoteShortened(value, limit: 60))"
        case .array(let elements):
            switch elements.count {
            case 0: return "an empty array"
            case 1: return "an array of 1 element"
            default: return "an array of \(elements.count) elements"
            }
        case .object(let object):
            if object.isEmpty { return "an empty object" }
            let keys = object.keys.prefix(5).map { quoteShortened($0, limit: 30) }.joined(separator: ", ")
            let more = object.count > 5 ? ", …" : ""
            return "an object with keys \(keys)\(more)"
        }
    }
}

// MARK: - Description

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text, for debugging and test output.
    ///
    /// ```swift
    /// let value: JSONValue = ["a": [1, true]]
    /// value.description  // {"a":[1,true]}
    /// ```
    public var description: String {
        JSONWriter.write(self, style: .compact)
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral {
    /// Creates `null` from the `nil` literal.
    ///
    /// ```swift
    /// let value: JSONValue = nil  // .null
    /// ```
    ///
    /// - Parameter nilLiteral: The `nil` literal.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates a Boolean value from a literal.
    ///
    /// ```swift
    /// let value: JSONValue = true  // .bool(true)
    /// ```
    ///
    /// - Parameter value: The literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates a number from an integer literal.
    ///
    /// ```swift
    /// let value: JSONValue = 74  // .number(74.0)
    /// ```
    ///
    /// - Parameter value: The literal.
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates a number from a floating-point literal.
    ///
    /// ```swift
    /// let value: JSONValue = 0.25  // .number(0.25)
    /// ```
    ///
    /// - Parameter value: The literal.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates a string from a literal.
    ///
    /// ```swift
    /// let value: JSONValue = "tap"  // .string("tap")
    /// ```
    ///
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates an array from a literal.
    ///
    /// ```swift
    /// let value: JSONValue = [1, "two", nil]
    /// ```
    ///
    /// - Parameter elements: The elements.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an object from a literal, keeping the literal's key order.
    ///
    /// ```swift
    /// let value: JSONValue = ["b": 1, "a": 2]  // written as {"b":1,"a":2}
    /// ```
    ///
    /// - Parameter elements: The members; keys must be unique (a duplicate
    ///   key is a programmer error and traps).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements {
            let inserted = object.append(key: key, value: value)
            precondition(inserted, "JSONValue literal: duplicate key \(quoteShortened(key)); keys of an object must be unique")
        }
        self = .object(object)
    }
}
