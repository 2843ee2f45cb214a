import QuotedText

/// The members of a JSON object, with unique keys kept in insertion order.
///
/// Order matters only for presentation: ``JSONWriter`` writes members in this
/// order, so the producer of a vector controls its layout. Equality and
/// hashing ignore order, as JSON's data model does (RFC 8259 §4).
///
/// Keys are unique. ``JSONParser`` reports a duplicate key as an error,
/// ``append(key:value:)`` refuses one, and the subscript setter replaces the
/// value in place.
///
/// ```swift
/// var object = JSONObject()
/// object["id"] = "tap-1"
/// object["x"] = 74
/// object.keys       // ["id", "x"]
/// object["x"]       // .number(74)
/// object["id"] = nil
/// object.keys       // ["x"]
/// ```
///
/// - Complexity: Lookup and appending are O(1) on average (a scan of at most
///   16 keys in an object that small, cheaper than hashing); removing a member
///   is O(*n*).
public struct JSONObject: Sendable {
    private var memberKeys: [String] = []
    private var memberValues: [JSONValue] = []
    /// Each key's position, kept only while the object has more than
    /// `indexThreshold` members. A small object (every object of a vector file
    /// or a protocol answer) is searched by a scan instead: hashing each key into
    /// a dictionary was 27–33 % of loading the vector corpus.
    private var positions: [String: Int] = [:]

    /// The member count above which lookups go through a hash index rather
    /// than a scan of the keys.
    private static let indexThreshold = 16

    /// Creates an empty object.
    ///
    /// ```swift
    /// let object = JSONObject()  // {}
    /// ```
    public init() {}

    /// The keys, in insertion order.
    ///
    /// ```swift
    /// let object: JSONObject = ["b": 1, "a": 2]
    /// object.keys  // ["b", "a"]
    /// ```
    public var keys: [String] { memberKeys }

    /// The values, in insertion order.
    ///
    /// ```swift
    /// let object: JSONObject = ["b": 1, "a": 2]
    /// object.values  // [.number(1), .number(2)]
    /// ```
    public var values: [JSONValue] { memberValues }

    /// The value for a key, or `nil` when the key is absent.
    ///
    /// Setting a value for an existing key replaces it in place; setting a
    /// value for a new key appends a member; setting `nil` removes the member.
    ///
    /// ```swift
    /// var object: JSONObject = ["a": 1]
    /// object["a"] = 2      // replaced, still first
    /// object["b"] = true   // appended
    /// object["a"] = nil    // removed
    /// ```
    ///
    /// - Parameter key: The member's key.
    public subscript(key: String) -> JSONValue? {
        get {
            position(of: key).map { memberValues[$0] }
        }
        set {
            if let newValue {
                if let position = position(of: key) {
                    memberValues[position] = newValue
                } else {
                    append(key: key, value: newValue)
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Appends a member unless the key is already present.
    ///
    /// ```swift
    /// var object = JSONObject()
    /// object.append(key: "a", value: 1)  // true
    /// object.append(key: "a", value: 2)  // false; "a" is still 1
    /// ```
    ///
    /// - Parameters:
    ///   - key: The new member's key.
    ///   - value: The new member's value.
    /// - Returns: `true` when the member was appended, `false` when the key was
    ///   already present (the object is then unchanged).
    @discardableResult
    public mutating func append(key: String, value: JSONValue) -> Bool {
        if position(of: key) != nil { return false }
        memberKeys.append(key)
        memberValues.append(value)
        if memberKeys.count > Self.indexThreshold {
            if positions.isEmpty {
                for (index, key) in memberKeys.enumerated() { positions[key] = index }
            } else {
                positions[key] = memberKeys.count - 1
            }
        }
        return true
    }

    /// The position of `key` among the members: a scan of a small object's keys,
    /// the index of a large one's.
    private func position(of key: String) -> Int? {
        memberKeys.count > Self.indexThreshold ? positions[key] : memberKeys.firstIndex(of: key)
    }

    /// Removes a member, keeping the order of the others.
    ///
    /// ```swift
    /// var object: JSONObject = ["a": 1, "b": 2]
    /// object.removeValue(forKey: "a")  // .number(1)
    /// object.keys                      // ["b"]
    /// ```
    ///
    /// - Parameter key: The key of the member to remove.
    /// - Returns: The removed value, or `nil` when the key was absent.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        memberKeys.remove(at: position)
        let removed = memberValues.remove(at: position)
        if memberKeys.count > Self.indexThreshold {
            positions.removeValue(forKey: key)
            for index in position..<memberKeys.count {
                positions[memberKeys[index]] = index
            }
        } else {
            positions = [:]
        }
        return removed
    }
}

// MARK: - Collection

extension JSONObject: RandomAccessCollection {
    /// A member: its key and its value.
    public typealias Element = (key: String, value: JSONValue)

    /// The position of the first member (always 0).
    public var startIndex: Int { 0 }

    /// The position past the last member (the member count).
    public var endIndex: Int { memberKeys.count }

    /// The member at a position, in insertion order.
    ///
    /// ```swift
    /// let object: JSONObject = ["a": 1]
    /// object[0]  // (key: "a", value: .number(1))
    /// ```
    ///
    /// - Parameter position: A valid index, `0..<count`.
    public subscript(position: Int) -> Element {
        (memberKeys[position], memberValues[position])
    }
}

// MARK: - Equality

extension JSONObject: Hashable {
    /// Whether two objects have the same keys with equal values, in any order.
    ///
    /// ```swift
    /// let a: JSONObject = ["x": 1, "y": 2]
    /// let b: JSONObject = ["y": 2, "x": 1]
    /// a == b  // true
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: An object.
    ///   - rhs: Another object.
    /// - Returns: `true` when both hold the same members.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs where rhs[key] != value {
            return false
        }
        return true
    }

    /// Hashes the members independently of their order.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in self {
            var memberHasher = Hasher()
            memberHasher.combine(key)
            memberHasher.combine(value)
            combined ^= memberHasher.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}

// MARK: - Literals

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a literal, keeping the literal's key order.
    ///
    /// ```swift
    /// let object: JSONObject = ["id": "tap-1", "x": 74]
    /// ```
    ///
    /// - Parameter elements: The members; keys must be unique (a duplicate
    ///   key is a programmer error and traps).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        for (key, value) in elements {
            let inserted = append(key: key, value: value)
            precondition(inserted, "JSONObject literal: duplicate key \(quoteShortened(key)); keys of an object must be unique")
        }
    }
}

extension JSONObject: CustomStringConvertible {
    /// The object as compact JSON text.
    ///
    /// ```swift
    /// let object: JSONObject = ["a": 1]
    /// object.description  // {"a":1}
    /// ```
    public var description: String {
        JSONWriter.write(.object(self), style: .compact)
    }
}
