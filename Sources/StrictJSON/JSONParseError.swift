import QuotedText

/// A position in JSON text: byte offset, line and column.
///
/// Lines and columns start at 1. Lines are separated by U+000A (a CR LF pair
/// counts as one line break). Columns count Unicode scalars, so a column
/// matches what most editors show for UTF-8 text.
///
/// ```swift
/// let location = JSONSourceLocation(offset: 57, line: 3, column: 14)
/// print(location)  // line 3, column 14 (byte 57)
/// ```
public struct JSONSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The zero-based byte offset from the start of the input.
    public var offset: Int
    /// The one-based line number.
    public var line: Int
    /// The one-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    ///
    /// ```swift
    /// let start = JSONSourceLocation(offset: 0, line: 1, column: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The zero-based byte offset.
    ///   - line: The one-based line number.
    ///   - column: The one-based column, in Unicode scalars.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The location as `line L, column C (byte B)`.
    public var description: String {
        "line \(line), column \(column) (byte \(offset))"
    }

    /// Computes the line and column of a byte offset in UTF-8 text.
    ///
    /// - Complexity: O(*offset*); only used when reporting an error.
    static func locate(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONSourceLocation {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return JSONSourceLocation(offset: offset, line: line, column: column)
    }
}

/// Why ``JSONParser`` rejected its input.
///
/// Syntax errors carry the problem, where it is in the text, and the JSON
/// path of the value being parsed, so a message can point a vector author to
/// the exact spot:
///
/// ```text
/// invalid JSON at line 7, column 9 (byte 112), in $.cases[0].events[1]:
/// expected ',' or ']' after array element, found '}'. Fix the JSON text at that position.
/// ```
///
/// ```swift
/// do {
///     _ = try JSONParser().parse("[1, 2,]")
/// } catch {
///     print(error)  // invalid JSON at line 1, column 7 (byte 6), in $[2]: trailing comma before ']' …
/// }
/// ```
public enum JSONParseError: Error, Equatable, CustomStringConvertible {
    /// The input is larger than ``JSONParser/maximumInputSize``; nothing was parsed.
    case inputTooLarge(byteCount: Int, limit: Int)
    /// The input is not valid JSON.
    ///
    /// - `problem`: what is wrong.
    /// - `location`: where in the text the problem starts.
    /// - `path`: the value being parsed there (the innermost known
    ///   container member or element).
    case invalidJSON(Problem, location: JSONSourceLocation, path: JSONPath)

    /// What is wrong with the JSON text.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// The input ended where `expected` was required (truncated file?).
        case unexpectedEndOfInput(expected: String)
        /// `found` (a quoted character or a byte description) appeared where
        /// `expected` was required.
        case unexpectedCharacter(found: String, expected: String)
        /// A comma directly before `]` or `}`.
        case trailingComma(before: Character)
        /// Arrays and objects nest deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// An object has two members with this key.
        case duplicateKey(String)
        /// A number breaks the JSON number grammar (for example `0123`).
        case invalidNumber(String, reason: String)
        /// A number is too large for a 64-bit double (for example `1e400`).
        case numberOutOfRange(String)
        /// A backslash escape that JSON does not define (for example `\x`).
        case invalidEscape(String)
        /// A `\u` escape of a UTF-16 surrogate without its partner.
        case loneSurrogate(String)
        /// An unescaped control character (U+0000 to U+001F) inside a string.
        case controlCharacterInString(UInt8)
        /// Bytes that are not valid UTF-8, in hexadecimal.
        case invalidUTF8(String)
        /// The text starts with a UTF-8 byte order mark.
        case byteOrderMark
        /// Something other than whitespace follows the top-level value.
        case trailingContent(found: String)

        /// The problem in words, with a hint when one helps.
        public var description: String {
            switch self {
            case .unexpectedEndOfInput(let expected):
                return "unexpected end of input, expected \(expected) (file truncated?)"
            case .unexpectedCharacter(let found, let expected):
                return "expected \(expected), found \(found)\(Self.hint(found: found, expected: expected))"
            case .trailingComma(let closer):
                return "trailing comma before '\(closer)'; remove the comma"
            case .nestingTooDeep(let limit):
                return "arrays and objects nest deeper than \(limit) levels (no vector or protocol message nests that deep)"
            case .duplicateKey(let key):
                return "duplicate key \(quoteShortened(key, limit: 60)) in object; keys must be unique, remove or rename one"
            case .invalidNumber(let text, let reason):
                return "invalid number \(text): \(reason)"
            case .numberOutOfRange(let text):
                return "number \(text) is out of range of a 64-bit double (magnitude above 1.7976931348623157e+308)"
            case .invalidEscape(let text):
                return "invalid escape \(text) in string; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
            case .loneSurrogate(let text):
                return "lone surrogate \(text) in string; a \\uD800-\\uDBFF escape must be followed by a \\uDC00-\\uDFFF escape"
            case .controlCharacterInString(let byte):
                return "unescaped control character \(Self.scalarName(byte)) in string; write it as \(Self.escape(for: byte))"
            case .invalidUTF8(let bytes):
                return "invalid UTF-8 bytes \(bytes); JSON text must be UTF-8"
            case .byteOrderMark:
                return "the text starts with a UTF-8 byte order mark; remove it"
            case .trailingContent(let found):
                return "unexpected \(found) after the top-level value; a JSON text holds exactly one value"
            }
        }

        private static func hint(found: String, expected: String) -> String {
            switch found {
            case "'N'", "'I'":
                return " (NaN and Infinity are not JSON numbers)"
            case "'/'", "'#'":
                return " (comments are not allowed in JSON)"
            case "'''":
                return " (strings must be in double quotes)"
            default:
                if expected.contains("member name"), found.hasPrefix("'") {
                    return " (member names must be strings in double quotes)"
                }
                return ""
            }
        }

        private static func scalarName(_ byte: UInt8) -> String {
            let hex = String(byte, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        }

        private static func escape(for byte: UInt8) -> String {
            switch byte {
            case 0x08: return "\\b"
            case 0x09: return "\\t"
            case 0x0A: return "\\n"
            case 0x0C: return "\\f"
            case 0x0D: return "\\r"
            default:
                let hex = String(byte, radix: 16)
                return "\\u00" + (hex.count == 1 ? "0" : "") + hex
            }
        }
    }

    /// Where the problem is, or `nil` for ``inputTooLarge(byteCount:limit:)``.
    ///
    /// ```swift
    /// (error as JSONParseError).location?.line
    /// ```
    public var location: JSONSourceLocation? {
        if case .invalidJSON(_, let location, _) = self { return location }
        return nil
    }

    /// The JSON path of the value being parsed, or `nil` for
    /// ``inputTooLarge(byteCount:limit:)``.
    ///
    /// ```swift
    /// (error as JSONParseError).path?.description  // "$.cases[3]"
    /// ```
    public var path: JSONPath? {
        if case .invalidJSON(_, _, let path) = self { return path }
        return nil
    }

    /// What was wrong, where, and what to do.
    public var description: String {
        switch self {
        case .inputTooLarge(let byteCount, let limit):
            return "JSON input of \(byteCount) bytes exceeds the limit of \(limit) bytes; check that this is the intended file"
        case .invalidJSON(let problem, let location, let path):
            return "invalid JSON at \(location), in \(path.shortDescription): \(problem). Fix the JSON text at that position."
        }
    }
}
