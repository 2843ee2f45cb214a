/// The location of a value inside a JSON document, such as `$.cases[3].events[2]`.
///
/// Paths appear in every parse and read error so a reader of the message can
/// find the offending value. They render in the common JSONPath notation:
/// `$` is the document root, `.name` selects an object member whose key is an
/// ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`), `["weird key"]` selects any
/// other member (the key written as a JSON string), and `[3]` selects an
/// array element (zero-based).
///
/// ```swift
/// let path = JSONPath.root.appending(key: "cases").appending(index: 3).appending(key: "x y")
/// print(path)  // $.cases[3]["x y"]
/// ```
public struct JSONPath: Sendable, Hashable {
    /// One step of a path.
    public enum Component: Sendable, Hashable {
        /// The member of an object with this key.
        case key(String)
        /// The element of an array at this zero-based index.
        case index(Int)
    }

    /// The steps from the root, outermost first.
    public var components: [Component]

    /// The document root, `$`.
    ///
    /// ```swift
    /// JSONPath.root.description  // "$"
    /// ```
    public static let root = JSONPath(components: [])

    /// Creates a path from its steps.
    ///
    /// ```swift
    /// let path = JSONPath(components: [.key("cases"), .index(0)])  // $.cases[0]
    /// ```
    ///
    /// - Parameter components: The steps from the root, outermost first.
    public init(components: [Component]) {
        self.components = components
    }

    /// The path of a member of the object at this path.
    ///
    /// ```swift
    /// JSONPath.root.appending(key: "cases")  // $.cases
    /// ```
    ///
    /// - Parameter key: The member's key.
    /// - Returns: This path extended by one step.
    public func appending(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// The path of an element of the array at this path.
    ///
    /// ```swift
    /// JSONPath.root.appending(index: 2)  // $[2]
    /// ```
    ///
    /// - Parameter index: The zero-based element index.
    /// - Returns: This path extended by one step.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }
}

extension JSONPath: CustomStringConvertible {
    /// The path in JSONPath notation, such as `$.cases[3]["weird key"]`.
    ///
    /// ```swift
    /// JSONPath(components: [.key("a b"), .index(1)]).description  // $["a b"][1]
    /// ```
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += ".\(key)"
            case .key(let key):
                text += "[\(JSONWriter.quote(key))]"
            }
        }
        return text
    }

    /// ``description``, with the middle left out when it is longer than 80
    /// characters (a deeply nested value), so an error message stays one readable line:
    /// `$[0][0][0][0][0][0]…[0][0][0][0] (256 levels)`.
    public var shortDescription: String {
        let text = description
        guard text.count > 80 else { return text }
        return "\(text.prefix(36))…\(text.suffix(24)) (\(components.count) levels)"
    }

    /// Whether a key can be written in dot notation: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ key: String) -> Bool {
        var utf8 = key.utf8.makeIterator()
        guard let first = utf8.next(), isLetterOrUnderscore(first) else { return false }
        while let byte = utf8.next() {
            guard isLetterOrUnderscore(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                return false
            }
        }
        return true
    }

    private static func isLetterOrUnderscore(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
}
