/// A forward reader over the UTF-8 bytes of one JSON document, for decoding a
/// known shape straight into typed values: no ``JSONValue`` tree, no key index.
///
/// Every read accepts only what ``JSONParser`` accepts and yields the value the
/// parser would give (numbers are the nearest `Double`, as in the parser), so a
/// document a decoder reads to its end with a cursor is one the parser reads to
/// the same values. A read returns `nil` (or `false`) on anything else, and on a
/// few valid spellings it leaves to the parser: strings with escapes or
/// non-ASCII characters, numbers too long to be plain. A `nil` says nothing
/// about why: the caller then parses the same bytes with ``JSONParser`` and
/// ``JSONReader``, whose errors name the JSON path, so the cursor is a fast
/// path that never changes a verdict or a message.
///
/// ```swift
/// let point: (Double, Double)? = Array(#"{"x": 1, "y": 2.5}"#.utf8).withUnsafeBufferPointer { bytes in
///     var cursor = JSONCursor(bytes)
///     var x: Double?, y: Double?
///     guard cursor.consume(UInt8(ascii: "{")) else { return nil }
///     repeat {
///         switch cursor.memberName(in: [Array("x".utf8), Array("y".utf8)]) {
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

    /// Skips whitespace, then consumes `byte` if it comes next.
    ///
    /// - Returns: Whether `byte` was there (and consumed).
    package mutating func consume(_ byte: UInt8) -> Bool {
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
    ///   token is not a plain string among `names` followed by `:`.
    /// - Complexity: O(*n*) in the total length of `names`: a linear scan, for
    ///   the few keys of an object of a known shape.
    package mutating func memberName(in names: [[UInt8]], tryingFirst first: Int = 0) -> Int? {
        guard let range = plainString() else { return nil }
        var found: Int?
        if first < names.count, matches(names[first], range) {
            found = first
        } else {
            for index in names.indices where index != first && matches(names[index], range) {
                found = index
                break
            }
        }
        guard let found, consume(UInt8(ascii: ":")) else { return nil }
        return found
    }

    /// Whether the bytes in `range` are `name`.
    private func matches(_ name: [UInt8], _ range: Range<Int>) -> Bool {
        guard name.count == range.count else { return false }
        for offset in name.indices where name[offset] != bytes[range.lowerBound + offset] {
            return false
        }
        return true
    }

    /// Reads a string of printable ASCII without escapes.
    ///
    /// - Returns: The string, or `nil` when the next token is not such a string
    ///   (another value, or a string the parser must decode: escapes, non-ASCII).
    package mutating func string() -> String? {
        guard let range = plainString() else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
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

    private mutating func skipWhitespace() {
        position = indexAfterWhitespace(in: bytes, from: position)
    }

    /// The range of the contents of the string that comes next, if it is
    /// printable ASCII without escapes (the bytes ``JSONParser`` takes as they are).
    private mutating func plainString() -> Range<Int>? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = position
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return start..<index
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            index += 1
        }
        return nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
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
