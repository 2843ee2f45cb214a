import Foundation

/// A strict RFC 8259 JSON parser that is safe on hostile input.
///
/// The parser accepts exactly the JSON grammar of RFC 8259 and nothing more:
/// no comments, no trailing commas, no single quotes, no `NaN` or `Infinity`,
/// no leading zeros, no unescaped control characters in strings, no lone
/// UTF-16 surrogates in `\u` escapes, no byte order mark, and nothing but
/// whitespace (space, tab, line feed, carriage return) around the single
/// top-level value. Input must be valid UTF-8. Objects with two members of the
/// same key are rejected.
///
/// Numbers become the nearest `Double`. A number whose magnitude rounds to
/// infinity (such as `1e400`) is an error; one that underflows (such as
/// `1e-400`) becomes zero, as in every IEEE 754 reader.
///
/// **Limits.** Input larger than ``maximumInputSize`` is rejected before
/// parsing. Arrays and objects may nest at most ``maximumDepth`` levels; the
/// parser keeps its own stack instead of recursing, so neither the depth limit
/// nor hostile input can overflow the thread's stack. The parser never traps
/// on any input: every failure is a ``JSONParseError`` carrying the byte
/// offset, line, column and JSON path.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"cases": [{"id": "tap", "x": 74}]}"#)
/// value.objectValue?["cases"]?.arrayValue?.count  // 1
///
/// let shallow = JSONParser(maximumDepth: 8)
/// try shallow.parse("[[[[[[[[[1]]]]]]]]]")  // throws: nesting deeper than 8 levels
/// ```
///
/// - Complexity: O(*n*) in the input size; memory O(*n*).
public struct JSONParser: Sendable {
    /// The default ``maximumDepth``: 256 nested arrays or objects.
    public static let defaultMaximumDepth = 256

    /// The default ``maximumInputSize``: 256 MiB.
    public static let defaultMaximumInputSize = 256 << 20

    /// The deepest nesting of arrays and objects accepted. The top-level
    /// array or object is level 1; scalars do not count.
    public var maximumDepth: Int

    /// The largest input accepted, in bytes.
    public var maximumInputSize: Int

    /// Creates a parser with the given limits.
    ///
    /// ```swift
    /// let parser = JSONParser(maximumDepth: 64, maximumInputSize: 1 << 20)
    /// ```
    ///
    /// - Parameters:
    ///   - maximumDepth: The deepest nesting accepted; at least 1.
    ///   - maximumInputSize: The largest input accepted, in bytes; at least 0.
    public init(
        maximumDepth: Int = JSONParser.defaultMaximumDepth,
        maximumInputSize: Int = JSONParser.defaultMaximumInputSize
    ) {
        precondition(maximumDepth >= 1, "JSONParser: maximumDepth must be at least 1, not \(maximumDepth)")
        precondition(maximumInputSize >= 0, "JSONParser: maximumInputSize must not be negative")
        self.maximumDepth = maximumDepth
        self.maximumInputSize = maximumInputSize
    }

    /// Parses UTF-8 JSON text.
    ///
    /// ```swift
    /// let value = try JSONParser().parse(Array("[1, 2]".utf8))  // .array([1, 2])
    /// ```
    ///
    /// - Parameter bytes: The UTF-8 encoded text.
    /// - Returns: The single top-level value.
    /// - Throws: ``JSONParseError`` when the text is too large or not valid JSON.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            parse(buffer: buffer)
        }.get()
    }

    /// Parses UTF-8 JSON text held in `Data`, such as a file's contents.
    ///
    /// ```swift
    /// let data = try Data(contentsOf: URL(fileURLWithPath: "Vectors/tap.json"))
    /// let value = try JSONParser().parse(data)
    /// ```
    ///
    /// - Parameter data: The UTF-8 encoded text.
    /// - Returns: The single top-level value.
    /// - Throws: ``JSONParseError`` when the text is too large or not valid JSON.
    public func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        try data.withUnsafeBytes { raw in
            let buffer = UnsafeBufferPointer(
                start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                count: raw.count
            )
            return parse(buffer: buffer)
        }.get()
    }

    /// Parses JSON text.
    ///
    /// ```swift
    /// let value = try JSONParser().parse(#"{"x": 74}"#)
    /// ```
    ///
    /// - Parameter text: The text; its UTF-8 form is parsed.
    /// - Returns: The single top-level value.
    /// - Throws: ``JSONParseError`` when the text is too large or not valid JSON.
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in
            parse(buffer: buffer)
        }.get()
    }

    /// Parses the bytes of `buffer`; ``JSONCursor`` hands the parser the parts it
    /// does not read itself.
    func parse(buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
        guard buffer.count <= maximumInputSize else {
            return .failure(.inputTooLarge(byteCount: buffer.count, limit: maximumInputSize))
        }
        var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
        do {
            return .success(try scanner.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}

// MARK: - Scanner

/// The parser's state while it reads one document.
///
/// Containers being filled live on an explicit stack (`stack`), so nesting
/// costs heap memory bounded by the depth limit, never thread stack.
private struct JSONScanner {
    /// An array or object whose members are being parsed.
    struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var object = JSONObject()
        /// The member or element being parsed (or just parsed), for paths.
        var component: JSONPath.Component?
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var position = 0
    var stack: [Frame] = []
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw failure(.byteOrderMark, at: 0)
        }
        skipWhitespace()
        nextValue: while true {
            var value: JSONValue
            guard position < bytes.count else {
                throw failure(.unexpectedEndOfInput(expected: "a value"), at: position)
            }
            switch bytes[position] {
            case UInt8(ascii: "["):
                try checkDepth()
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false, component: .index(0)))
                    continue nextValue
                }
            case UInt8(ascii: "{"):
                try checkDepth()
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    value = .object(JSONObject())
                } else {
                    stack.append(Frame(isObject: true))
                    try parseMemberName(afterComma: false)
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "t"):
                try parseLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try parseLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try parseLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                throw failure(.unexpectedCharacter(found: describeByte(at: position), expected: "a value"), at: position)
            }

            // Store the finished value in its container, closing every
            // container that ends right after it.
            while true {
                guard let top = stack.indices.last else {
                    skipWhitespace()
                    guard position == bytes.count else {
                        throw failure(.trailingContent(found: describeByte(at: position)), at: position)
                    }
                    return value
                }
                skipWhitespace()
                if stack[top].isObject {
                    guard case .key(let key)? = stack[top].component else {
                        preconditionFailure("JSONScanner: an object member value without a key")
                    }
                    stack[top].object.append(key: key, value: value)
                    guard position < bytes.count else {
                        throw failure(.unexpectedEndOfInput(expected: "',' or '}' after object member"), at: position)
                    }
                    switch bytes[position] {
                    case UInt8(ascii: ","):
                        position += 1
                        skipWhitespace()
                        try parseMemberName(afterComma: true)
                        continue nextValue
                    case UInt8(ascii: "}"):
                        position += 1
                        value = .object(stack.removeLast().object)
                    default:
                        throw failure(
                            .unexpectedCharacter(found: describeByte(at: position), expected: "',' or '}' after object member"),
                            at: position
                        )
                    }
                } else {
                    stack[top].elements.append(value)
                    guard position < bytes.count else {
                        throw failure(.unexpectedEndOfInput(expected: "',' or ']' after array element"), at: position)
                    }
                    switch bytes[position] {
                    case UInt8(ascii: ","):
                        position += 1
                        skipWhitespace()
                        stack[top].component = .index(stack[top].elements.count)
                        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                            throw failure(.trailingComma(before: "]"), at: position)
                        }
                        continue nextValue
                    case UInt8(ascii: "]"):
                        position += 1
                        value = .array(stack.removeLast().elements)
                    default:
                        throw failure(
                            .unexpectedCharacter(found: describeByte(at: position), expected: "',' or ']' after array element"),
                            at: position
                        )
                    }
                }
            }
        }
    }

    private func checkDepth() throws(JSONParseError) {
        if stack.count >= maximumDepth {
            throw failure(.nestingTooDeep(limit: maximumDepth), at: position)
        }
    }

    /// Parses `"name"` and `:` at the current position, leaving the position
    /// at the member's value.
    private mutating func parseMemberName(afterComma: Bool) throws(JSONParseError) {
        let top = stack.count - 1
        stack[top].component = nil
        let expected = "'\"' to start a member name"
        guard position < bytes.count else {
            throw failure(.unexpectedEndOfInput(expected: expected), at: position)
        }
        if afterComma, bytes[position] == UInt8(ascii: "}") {
            throw failure(.trailingComma(before: "}"), at: position)
        }
        guard bytes[position] == UInt8(ascii: "\"") else {
            throw failure(.unexpectedCharacter(found: describeByte(at: position), expected: expected), at: position)
        }
        let nameStart = position
        let key = try parseString()
        if stack[top].object[key] != nil {
            stack[top].component = .key(key)
            throw failure(.duplicateKey(key), at: nameStart)
        }
        stack[top].component = .key(key)
        skipWhitespace()
        guard position < bytes.count else {
            throw failure(.unexpectedEndOfInput(expected: "':' after member name"), at: position)
        }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw failure(.unexpectedCharacter(found: describeByte(at: position), expected: "':' after member name"), at: position)
        }
        position += 1
        skipWhitespace()
    }

    private mutating func skipWhitespace() {
        position = indexAfterWhitespace(in: bytes, from: position)
    }

    private mutating func parseLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = position
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expectedByte in text {
            guard position < bytes.count else {
                throw failure(.unexpectedEndOfInput(expected: "the rest of '\(literal)'"), at: position)
            }
            guard bytes[position] == expectedByte else {
                throw failure(
                    .unexpectedCharacter(found: describeByte(at: position), expected: "'\(literal)'"),
                    at: position == start ? start : position
                )
            }
            position += 1
        }
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        var index = position
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }

        // Integer part: 0 | [1-9][0-9]*
        guard index < bytes.count else {
            throw failure(.unexpectedEndOfInput(expected: "a digit after '-'"), at: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                var end = index
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                throw failure(
                    .invalidNumber(numberText(start..<end), reason: "leading zeros are not allowed"),
                    at: start
                )
            }
        } else if isDigit(bytes[index]) {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        } else {
            throw failure(.unexpectedCharacter(found: describeByte(at: index), expected: "a digit after '-'"), at: index)
        }
        let integerEnd = index

        // Fraction: . [0-9]+
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            try requireDigit(at: index, expected: "a digit after the decimal point")
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }

        // Exponent: [eE] [+-]? [0-9]+
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            try requireDigit(at: index, expected: "a digit in the exponent")
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        position = index

        // Fast path: integers of up to 15 digits are exact in a Double.
        let digitStart = isNegative ? start + 1 : start
        if index == integerEnd, index - digitStart <= 15 {
            var magnitude = 0
            for offset in digitStart..<index {
                magnitude = magnitude * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            }
            let value = Double(magnitude)
            return isNegative ? -value : value
        }

        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else {
            throw failure(.invalidNumber(numberText(start..<index), reason: "cannot be converted to a double"), at: start)
        }
        guard value.isFinite else {
            throw failure(.numberOutOfRange(numberText(start..<index)), at: start)
        }
        return value
    }

    private func requireDigit(at index: Int, expected: String) throws(JSONParseError) {
        guard index < bytes.count else {
            throw failure(.unexpectedEndOfInput(expected: expected), at: index)
        }
        guard isDigit(bytes[index]) else {
            throw failure(.unexpectedCharacter(found: describeByte(at: index), expected: expected), at: index)
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The text of a number for an error message, shortened when very long.
    private func numberText(_ range: Range<Int>) -> String {
        let limit = 40
        let shown = range.lowerBound..<min(range.upperBound, range.lowerBound + limit)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[shown]), as: UTF8.self)
        return range.count > limit ? "\(text)… (\(range.count) characters)" : text
    }

    // MARK: Strings

    /// Parses a string starting at the opening quote.
    private mutating func parseString() throws(JSONParseError) -> String {
        let start = position + 1
        var index = start
        // Fast path: printable ASCII without escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            index += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while true {
            guard index < bytes.count else {
                throw failure(.unexpectedEndOfInput(expected: "'\"' to close the string"), at: index)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                position = index + 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index = try parseEscape(at: index)
            case 0x00..<0x20:
                throw failure(.controlCharacterInString(byte), at: index)
            case 0x20..<0x80:
                scratch.append(byte)
                index += 1
            default:
                let length = try validateUTF8Sequence(at: index)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                index += length
            }
        }
    }

    /// Decodes the escape at `index` (a backslash) into `scratch` and
    /// returns the index after it.
    private mutating func parseEscape(at index: Int) throws(JSONParseError) -> Int {
        guard index + 1 < bytes.count else {
            throw failure(.unexpectedEndOfInput(expected: "an escape character after '\\'"), at: index + 1)
        }
        let simple: UInt8?
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let length = bytes[index + 1] < 0x80 ? 2 : 1
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
            throw failure(.invalidEscape(length == 2 ? text : "\\ followed by \(describeByte(at: index + 1))"), at: index)
        }
        if let simple {
            scratch.append(simple)
            return index + 2
        }
        let unit = try parseHex4(at: index + 2)
        let scalarValue: UInt32
        var end = index + 6
        switch unit {
        case 0xD800...0xDBFF:
            guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u") else {
                throw failure(.loneSurrogate(escapeText(at: index)), at: index)
            }
            let low = try parseHex4(at: end + 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure(.loneSurrogate(escapeText(at: index)), at: index)
            }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            end += 6
        case 0xDC00...0xDFFF:
            throw failure(.loneSurrogate(escapeText(at: index)), at: index)
        default:
            scalarValue = unit
        }
        // Valid by construction: not a surrogate, at most 0x10FFFF.
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        scratch.append(contentsOf: UTF8.encode(scalar)!)
        return end
    }

    private func escapeText(at index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<min(index + 6, bytes.count)]), as: UTF8.self)
    }

    private func parseHex4(at index: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for offset in index..<(index + 4) {
            guard offset < bytes.count else {
                throw failure(.unexpectedEndOfInput(expected: "four hexadecimal digits after '\\u'"), at: offset)
            }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw failure(
                    .unexpectedCharacter(found: describeByte(at: offset), expected: "four hexadecimal digits after '\\u'"),
                    at: offset
                )
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Checks the multi-byte UTF-8 sequence starting at `index` (Unicode
    /// Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF)
    /// and returns its length.
    private func validateUTF8Sequence(at index: Int) throws(JSONParseError) -> Int {
        if let length = utf8SequenceLength(at: index) { return length }
        let end = min(index + 4, bytes.count)
        let hex = (index..<end).map { "0x" + hexByte(bytes[$0]) }.joined(separator: " ")
        throw failure(.invalidUTF8(hex), at: index)
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or `nil`.
    private func utf8SequenceLength(at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in (index + 2)..<(index + length) where bytes[offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    private func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
    }

    // MARK: Errors

    /// Describes the byte at `offset` for an error message: `'x'`, `a line
    /// break`, `'é'`, or `byte 0xFF`.
    private func describeByte(at offset: Int) -> String {
        let byte = bytes[offset]
        switch byte {
        case 0x21..<0x7F:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case UInt8(ascii: " "):
            return "a space"
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return "a line break"
        case UInt8(ascii: "\t"):
            return "a tab"
        case 0x80...:
            if let length = utf8SequenceLength(at: offset) {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
                return "'\(text)'"
            }
            return "byte 0x\(hexByte(byte)) (not UTF-8)"
        default:
            return "control character 0x\(hexByte(byte))"
        }
    }

    /// The current JSON path, from the containers on the stack.
    private var currentPath: JSONPath {
        JSONPath(components: stack.compactMap(\.component))
    }

    private func failure(_ problem: JSONParseError.Problem, at offset: Int) -> JSONParseError {
        .invalidJSON(problem, location: JSONSourceLocation.locate(offset, in: bytes), path: currentPath)
    }
}
