/// A forward reader over the UTF-8 bytes of one JSON document, for decoding a
/// known shape straight into typed values: no ``JSONValue`` tree, no key index.
///
/// Every read accepts only what ``JSONParser`` accepts and yields the value the
/// parser would give (numbers are the nearest `Double`, as in the parser), so a
/// document a decoder reads to its end with a cursor is one the parser reads to
/// the same values. A read returns `nil` (or `false`) on anything else, and on a
/// few valid spellings it leaves to the parser: numbers too long to be plain.
/// (Strings with escapes or non-ASCII characters, and values of no fixed shape,
/// are handed to ``JSONParser`` itself, so they read to the parser's values by
/// construction.) A `nil` says nothing about why: the caller then parses the
/// same bytes with ``JSONParser`` and ``JSONReader``, whose errors name the JSON
/// path, so the cursor is a fast path that never changes a verdict or a message.
///
/// ```swift
/// let point: (Double, Double)? = Array(#"{"x": 1, "y": 2.5}"#.utf8).withUnsafeBufferPointer { bytes in
///     var cursor = JSONCursor(bytes)
///     var x: Double?, y: Double?
///     guard cursor.consume(UInt8(ascii: "{")) else { return nil }
///     repeat {
///         switch cursor.memberName(in: JSONCursor.Names(["x", "y"])) {
///         case 0? where x == nil: x = cursor.number()
///         case 1? where y == nil: y = cursor.number()
///         default: return nil  // unknown or repeated key: let the parser say what is wrong
///         }
///     } while cursor.consume(UInt8(ascii: ","))
///     guard cursor.consume(UInt8(ascii: "}")), cursor.isAtEnd, let x, let y else { return nil }
///     return (x, y)
/// }
/// ```
package struct JSONCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The index of the next byte to read.
    private var position = 0

    /// A cursor at the start of `bytes`, which must stay valid while it is used.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only whitespace is left (RFC 8259: space, tab, line feed, carriage return).
    package var isAtEnd: Bool {
        mutating get {
            skipWhitespace()
            return position == bytes.count
        }
    }

    /// The index of the next byte to read: where a value read next begins, once
    /// ``skipWhitespace()`` has been called, and where it ended after it is read.
    package var byteOffset: Int { position }

    /// Consumes the whitespace that comes next, if any.
    package mutating func skipWhitespace() {
        position = indexAfterWhitespace(in: bytes, from: position)
    }

    /// Skips whitespace, then consumes the bytes at `range` again when the same
    /// bytes come next: a value read before that is written again, byte for
    /// byte, is the same value, and it need not be read again.
    ///
    /// - Parameter range: The bytes of one whole array, object or string read
    ///   before, earlier in the same document (its brackets or quotes
    ///   included), so that the same bytes end where that value ended. A number
    ///   or a literal is never matched: more digits or letters could follow.
    /// - Returns: Whether the same bytes came next (and were consumed).
    package mutating func consume(copyOf range: Range<Int>) -> Bool {
        skipWhitespace()
        guard range.lowerBound >= 0, range.upperBound <= position else { return false }
        return consume(copyOf: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Skips whitespace, then consumes `value`'s bytes when the same bytes come
    /// next: a value read from another document (an earlier answer) that is
    /// written again, byte for byte, is the same value.
    ///
    /// - Parameter value: The bytes of one whole array, object or string (its
    ///   brackets or quotes included), so that the same bytes end where that
    ///   value ended; a number or a literal is never matched.
    /// - Returns: Whether the same bytes came next (and were consumed).
    package mutating func consume(copyOf value: UnsafeBufferPointer<UInt8>) -> Bool {
        skipWhitespace()
        guard let last = value.last, position + value.count <= bytes.count,
              last == UInt8(ascii: "}") || last == UInt8(ascii: "]") || last == UInt8(ascii: "\""),
              hasBytes(at: position, equalTo: UnsafeRawPointer(value.baseAddress!), count: value.count)
        else { return false }
        position += value.count
        return true
    }

    /// Whether the `count` bytes at `start` are those at `other`.
    private func hasBytes(at start: Int, equalTo other: UnsafeRawPointer, count: Int) -> Bool {
        guard count > 0 else { return true }
        let text = UnsafeRawPointer(bytes.baseAddress! + start)
        // Eight bytes at a time.
        var offset = 0
        while offset + 8 <= count {
            guard text.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < count {
            guard text.load(fromByteOffset: offset, as: UInt8.self) == other.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }

    /// Skips whitespace, then consumes `byte` if it comes next.
    ///
    /// - Returns: Whether `byte` was there (and consumed).
    package mutating func consume(_ byte: UInt8) -> Bool {
        // Compact JSON has no whitespace: the byte is looked for first.
        if position < bytes.count, bytes[position] == byte {
            position += 1
            return true
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Skips whitespace, then consumes `null` if it comes next.
    ///
    /// - Returns: Whether the next value was `null` (and consumed).
    package mutating func consumeNull() -> Bool {
        skipWhitespace()
        guard position + 4 <= bytes.count, bytes[position] == UInt8(ascii: "n"), bytes[position + 1] == UInt8(ascii: "u"),
              bytes[position + 2] == UInt8(ascii: "l"), bytes[position + 3] == UInt8(ascii: "l")
        else { return false }
        position += 4
        return true
    }

    /// Reads a member name and its colon, and says which of `names` it is.
    ///
    /// - Parameters:
    ///   - names: The member names expected, as UTF-8 bytes.
    ///   - first: The index in `names` compared first (the name most likely
    ///     next, such as the one after the previous member in a documented order).
    /// - Returns: The index in `names` of the name read, or `nil` when the next
    ///   token is not a string among `names` followed by `:`.
    /// - Complexity: O(*n*) in the total length of `names`: a linear scan, for
    ///   the few keys of an object of a known shape.
    package mutating func memberName(in names: Names, tryingFirst first: Int = 0) -> Int? {
        guard let found = stringIndex(in: names, tryingFirst: first), consume(UInt8(ascii: ":")) else { return nil }
        return found
    }

    /// Reads a string and says which of `names` it is: a member name, or a value
    /// of an enumeration read without making a `String` of it.
    ///
    /// - Parameters:
    ///   - names: The strings expected, as UTF-8 bytes.
    ///   - first: The index in `names` compared first (the one most likely next).
    /// - Returns: The index in `names` of the string read (compared as the parser
    ///   decodes it), or `nil`, with nothing consumed, when the next token is
    ///   not a string among `names`.
    package mutating func stringIndex(in names: Names, tryingFirst first: Int = 0) -> Int? {
        skipWhitespace()
        // The likeliest name compared in place: its quote, its bytes, its closing quote.
        if first < names.count, names.isPlain[first], let end = indexAfterPlainString(names.utf8[first], at: position) {
            position = end
            return first
        }
        let start = position
        guard let token = stringToken() else { return nil }
        var found: Int?
        if token.isPlain {
            let range = token.range.lowerBound + 1..<token.range.upperBound - 1
            found = names.utf8.indices.first { matches(names.utf8[$0], range) }
        } else if let name = decodedString(token.range) {
            // A string with escapes or non-ASCII characters: compared as the parser decodes it.
            found = names.utf8.firstIndex { $0.elementsEqual(name.utf8) }
        }
        if found == nil { position = start }
        return found
    }

    /// The index after the string token at `start` when it is the plain `name`
    /// (`Names.isPlain`) written as it is, or `nil`.
    private func indexAfterPlainString(_ name: [UInt8], at start: Int) -> Int? {
        let end = start + name.count + 1
        guard end < bytes.count, bytes[start] == UInt8(ascii: "\""), bytes[end] == UInt8(ascii: "\"") else { return nil }
        let same = name.withUnsafeBytes { name in
            name.count == 0 || hasBytes(at: start + 1, equalTo: name.baseAddress!, count: name.count)
        }
        return same ? end + 1 : nil
    }

    /// Whether the bytes in `range` are `name`.
    private func matches(_ name: [UInt8], _ range: Range<Int>) -> Bool {
        guard name.count == range.count else { return false }
        for offset in name.indices where name[offset] != bytes[range.lowerBound + offset] {
            return false
        }
        return true
    }

    /// Reads a string, to the `String` ``JSONParser`` gives for it.
    ///
    /// Printable ASCII without escapes is taken as it is; a string with escapes or
    /// other characters is decoded by ``JSONParser`` itself.
    ///
    /// - Returns: The string, or `nil` when the next token is not a string the
    ///   parser accepts (another value, a control character, a bad escape, a
    ///   lone surrogate, invalid UTF-8, no closing quote).
    package mutating func string() -> String? {
        guard let token = stringToken() else { return nil }
        if token.isPlain {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range.lowerBound + 1..<token.range.upperBound - 1]), as: UTF8.self)
        }
        return decodedString(token.range)
    }

    /// Reads `true` or `false`.
    ///
    /// - Returns: The Boolean, or `nil` when the next token is neither.
    package mutating func boolean() -> Bool? {
        skipWhitespace()
        if hasLiteral("true") {
            position += 4
            return true
        }
        if hasLiteral("false") {
            position += 5
            return false
        }
        return nil
    }

    /// Whether the bytes at the position are `literal`.
    private func hasLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
            return false
        }
        return true
    }

    /// Reads the next value, whatever its shape, as ``JSONParser`` parses it: for
    /// a part of a known shape that is free-form (such as an embedded document).
    ///
    /// The value's extent is found by its brackets and quotes, and those bytes
    /// are parsed by ``JSONParser`` with the nesting limit left at that depth, so
    /// the value, and whether it is accepted, are the parser's.
    ///
    /// - Parameter depth: How many arrays and objects enclose the value in the
    ///   document (0 at the top level): the parser's ``JSONParser/maximumDepth``
    ///   counts the whole document's nesting.
    /// - Returns: The value, or `nil` when the parser would not accept it there.
    package mutating func value(nestedIn depth: Int) -> JSONValue? {
        skipWhitespace()
        let start = position
        guard start < bytes.count else { return nil }
        var index = start
        switch bytes[start] {
        case UInt8(ascii: "\""):
            guard let end = indexAfterString(from: start) else { return nil }
            index = end
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var open = 0
            repeat {
                guard index < bytes.count else { return nil }
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = indexAfterString(from: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): open += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): open -= 1
                default: break
                }
                index += 1
            } while open > 0
        default:
            // A number or a literal: up to the next delimiter.
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"),
                     UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    break
                default:
                    index += 1
                    continue
                }
                break
            }
        }
        let limit = JSONParser.defaultMaximumDepth - depth
        guard limit >= 1, case .success(let value) = JSONParser(maximumDepth: limit).parse(buffer: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        else { return nil }
        position = index
        return value
    }

    /// Reads a number (RFC 8259 grammar) as the nearest `Double`, as ``JSONParser`` does.
    ///
    /// - Returns: The number, or `nil` when the next token is not a number, or
    ///   is one longer than 40 characters or beyond the range of `Double`.
    package mutating func number() -> Double? {
        skipWhitespace()
        let start = position
        var index = position
        let isNegative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        let digitStart = index
        guard index < bytes.count, isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1  // A digit after it (a leading zero) ends the number here; the caller then finds no delimiter.
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let integerEnd = index
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        // Integers of up to 15 digits are exact in a Double, as in the parser.
        if index == integerEnd, index - digitStart <= 15 {
            var magnitude = 0
            for offset in digitStart..<index {
                magnitude = magnitude * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            }
            position = index
            return isNegative ? -Double(magnitude) : Double(magnitude)
        }
        if let value = exactDecimal(digitStart..<index, integerEnd: integerEnd) {
            position = index
            return isNegative ? -value : value
        }
        guard index - start <= 40,
              let value = Double(Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)),
              value.isFinite
        else { return nil }
        position = index
        return value
    }

    /// Powers of ten exactly representable in a `Double`: 10⁰ to 10²².
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// The magnitude of the number written in `range` (digits, an optional
    /// fraction, an optional exponent; already checked) when at most 15
    /// significant digits and a power of ten within 10^±22 give it exactly, or
    /// `nil`. Both factors are then exact `Double`s, so one multiplication or
    /// division rounds once, to the nearest `Double`: the value `Double(text)`
    /// gives (Clinger's fast path, as in every correctly rounding `strtod`).
    private func exactDecimal(_ range: Range<Int>, integerEnd: Int) -> Double? {
        var mantissa = 0, digits = 0, exponent = 0, index = range.lowerBound
        while index < range.upperBound, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            if bytes[index] != UInt8(ascii: ".") {
                if index > integerEnd { exponent -= 1 }
                if mantissa > 0 || bytes[index] != UInt8(ascii: "0") { digits += 1 }
                mantissa = mantissa * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                guard digits <= 15 else { return nil }
            }
            index += 1
        }
        if index < range.upperBound {  // [eE][+-]?digits
            index += 1
            let negative = bytes[index] == UInt8(ascii: "-")
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            var written = 0
            while index < range.upperBound {
                written = written * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                guard written <= 1000 else { return nil }
                index += 1
            }
            exponent += negative ? -written : written
        }
        guard exponent >= -22, exponent <= 22 else { return nil }
        let power = Self.exactPowersOfTen[abs(exponent)]
        return exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
    }

    /// Reads an integral number that fits in `Int`, as ``JSONReader/int()`` accepts it.
    ///
    /// - Returns: The integer, or `nil` when the next token is not one.
    package mutating func integer() -> Int? {
        let saved = position
        guard let number = number(), number.rounded(.towardZero) == number,
              number >= -9_223_372_036_854_775_808.0, number < 9_223_372_036_854_775_808.0
        else {
            position = saved
            return nil
        }
        return Int(number)
    }

    // MARK: Bytes

    /// The string that comes next, consumed: the range of its bytes, quotes
    /// included, and whether its contents are printable ASCII without escapes
    /// (the bytes ``JSONParser`` takes as they are). `nil`, with nothing
    /// consumed, when the next token is not a string or has a control character
    /// or no closing quote.
    private mutating func stringToken() -> (range: Range<Int>, isPlain: Bool)? {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        var index = position + 1
        var isPlain = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let range = position..<index + 1
                position = index + 1
                return (range, isPlain)
            }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                isPlain = false
                index += 2
            } else {
                if byte >= 0x80 { isPlain = false }
                index += 1
            }
        }
        return nil
    }

    /// The index after the string whose opening quote is at `start`: after the
    /// first quote no backslash escapes, or `nil` when there is none.
    private func indexAfterString(from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return nil
    }

    /// The string the parser reads from the bytes in `range` (a whole string
    /// token, quotes included), or `nil` when it refuses them.
    private func decodedString(_ range: Range<Int>) -> String? {
        guard case .success(.string(let string)) = JSONParser().parse(buffer: UnsafeBufferPointer(rebasing: bytes[range])) else { return nil }
        return string
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

extension JSONCursor {
    /// The strings a cursor tells apart: the member names of an object of a
    /// known shape, or the values of an enumeration, as UTF-8.
    ///
    /// ```swift
    /// let keys = JSONCursor.Names(["id", "x", "width"])
    /// ```
    package struct Names: Sendable {
        /// Each name's UTF-8 bytes.
        package let utf8: [[UInt8]]
        /// Whether each name's bytes are also its JSON spelling (no quote,
        /// backslash or control character): such a name is compared in place.
        let isPlain: [Bool]

        /// The names `names`, in their order.
        package init(_ names: [String]) {
            utf8 = names.map { Array($0.utf8) }
            isPlain = utf8.map { name in
                name.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            }
        }

        /// How many names there are.
        package var count: Int { utf8.count }
    }
}

/// The index of the first byte at or after `position` that is not JSON
/// whitespace (RFC 8259: space, tab, line feed, carriage return), or the end.
func indexAfterWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int {
    var index = position
    while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            index += 1
        default:
            return index
        }
    }
    return index
}
