/// Writes ``JSONValue``s as deterministic JSON text.
///
/// The output depends only on the value: the same value gives byte-identical
/// text on every run and machine. That makes generated vector files stable
/// under regeneration and diffable in review.
///
/// **Layout.** ``Style/pretty`` puts every member of a non-empty object and
/// every element of a non-empty array on a line of its own, indented by two
/// spaces per level, with `"key": value` (one space after the colon). There
/// is no special case for short arrays or small objects: one rule, so the
/// layout never changes because a value grew. Empty containers are `[]` and
/// `{}`. The text ends with a newline. ``Style/compact`` writes everything on
/// one line without any whitespace and without a trailing newline, for
/// JSON-lines messages.
///
/// **Member order.** Object members are written in the ``JSONObject``'s
/// order; the writer never sorts, so callers control the order.
///
/// **Numbers** follow the ECMAScript `Number::toString` rules, which are also
/// the number rules of the JSON Canonicalization Scheme (RFC 8785 §3.2.2.3);
/// see ``format(_:)``.
///
/// **Strings** are written as in RFC 8785: `"` and `\` are escaped, the
/// control characters U+0008, U+0009, U+000A, U+000C, U+000D are written as
/// `\b \t \n \f \r`, other control characters below U+0020 as `\u00xx`
/// (lowercase hex), and everything else (including `/`, U+007F and all
/// non-ASCII characters) is written as UTF-8 unchanged.
///
/// ```swift
/// let value: JSONValue = ["id": "tap-1", "points": [[0, 0], [74, -3]], "v": 0.25]
/// print(JSONWriter.write(value), terminator: "")
/// // {
/// //   "id": "tap-1",
/// //   "points": [
/// //     [
/// //       0,
/// //       0
/// //     ],
/// //     [
/// //       74,
/// //       -3
/// //     ]
/// //   ],
/// //   "v": 0.25
/// // }
/// ```
public enum JSONWriter {
    /// The layout of the written text.
    public enum Style: Sendable, Hashable {
        /// Two-space indentation, one member or element per line, a trailing
        /// newline: for files.
        case pretty
        /// One line, no whitespace, no trailing newline: for JSON-lines
        /// messages.
        case compact
    }

    /// Writes a value as JSON text.
    ///
    /// ```swift
    /// JSONWriter.write(["a": [1, 2]], style: .compact)  // {"a":[1,2]}
    /// JSONWriter.write(["a": [1, 2]])                   // "{\n  \"a\": [\n    1,\n    2\n  ]\n}\n"
    /// ```
    ///
    /// Every number in the value must be finite: NaN and infinities have no
    /// JSON form, and writing one is a programmer error that traps with a
    /// message naming the number's path.
    ///
    /// - Parameters:
    ///   - value: The value to write. Values deeper than a few thousand levels
    ///     may exhaust the stack; values produced by ``JSONParser`` are bounded
    ///     by its maximum depth.
    ///   - style: ``Style/pretty`` (the default) or ``Style/compact``.
    /// - Returns: The JSON text; in pretty style it ends with a newline.
    public static func write(_ value: JSONValue, style: Style = .pretty) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        var path: [JSONPath.Component] = []
        switch style {
        case .pretty:
            writePretty(value, indent: 0, path: &path, into: &output)
            output.append(UInt8(ascii: "\n"))
        case .compact:
            writeCompact(value, path: &path, into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Formats a finite number in the canonical JSON form used by the writer.
    ///
    /// The rules are ECMAScript's `Number::toString` (RFC 8785 §3.2.2.3),
    /// applied to the shortest decimal digits that read back as the same
    /// double (Swift's `description` digits). With *digits* `d₁…dₖ` and the
    /// decimal exponent *n* such that the value is `0.d₁…dₖ × 10ⁿ`:
    ///
    /// | case | form | examples |
    /// |---|---|---|
    /// | zero, including `-0.0` | `0` | `0` |
    /// | `k ≤ n ≤ 21` (an integer below 10²¹) | the digits, then `n − k` zeros | `74`, `-3`, `9007199254740992`, `123456789012345680`, `100000000000000000000` |
    /// | `0 < n ≤ 21` | the digits with a decimal point after the `n`th | `-2.5`, `123.456` |
    /// | `−6 < n ≤ 0` | `0.`, `−n` zeros, the digits | `0.25`, `0.1`, `0.000001` |
    /// | otherwise | `d₁[.d₂…dₖ]e±x` with `x = |n − 1|` | `1e-7`, `1.5e+300`, `1e+21`, `5e-324` |
    ///
    /// So integral values with magnitude below 2⁵³ always print without a
    /// fraction or exponent; the exponent letter is a lowercase `e`, always
    /// followed by a sign (`+` or `-`) and no leading zeros; there is at least
    /// one digit before the decimal point or the `e`. A JavaScript program
    /// produces the same text with `String(x)` or `JSON.stringify(x)`.
    ///
    /// ```swift
    /// JSONWriter.format(-0.0)    // "0"
    /// JSONWriter.format(74)      // "74"
    /// JSONWriter.format(0.1)     // "0.1"
    /// JSONWriter.format(1e-7)    // "1e-7"
    /// JSONWriter.format(1.5e300) // "1.5e+300"
    /// ```
    ///
    /// - Parameter number: A finite number (a non-finite number is a
    ///   programmer error and traps).
    /// - Returns: The number as JSON text.
    public static func format(_ number: Double) -> String {
        precondition(
            number.isFinite,
            "JSONWriter: cannot write the number \(number); JSON has no NaN or infinities. Check the value before building the JSONValue."
        )
        var output: [UInt8] = []
        appendNumber(number, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Quotes a string as a JSON string literal, escaping as the writer does.
    ///
    /// ```swift
    /// JSONWriter.quote("a \"b\"\n")  // "\"a \\\"b\\\"\\n\""
    /// ```
    ///
    /// - Parameter string: Any string.
    /// - Returns: The JSON string literal, with its quotes.
    public static func quote(_ string: String) -> String {
        var output: [UInt8] = []
        appendString(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

// MARK: - Layout

extension JSONWriter {
    private static func writePretty(
        _ value: JSONValue,
        indent: Int,
        path: inout [JSONPath.Component],
        into output: inout [UInt8]
    ) {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                output.append(contentsOf: index == 0 ? newline : commaNewline)
                appendIndent(indent + 2, to: &output)
                path.append(.index(index))
                writePretty(element, indent: indent + 2, path: &path, into: &output)
                path.removeLast()
            }
            output.append(UInt8(ascii: "\n"))
            appendIndent(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let object) where !object.isEmpty:
            output.append(UInt8(ascii: "{"))
            for (index, (key, member)) in object.enumerated() {
                output.append(contentsOf: index == 0 ? newline : commaNewline)
                appendIndent(indent + 2, to: &output)
                appendString(key, to: &output)
                output.append(contentsOf: colonSpace)
                path.append(.key(key))
                writePretty(member, indent: indent + 2, path: &path, into: &output)
                path.removeLast()
            }
            output.append(UInt8(ascii: "\n"))
            appendIndent(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        default:
            writeCompact(value, path: &path, into: &output)
        }
    }

    private static func writeCompact(
        _ value: JSONValue,
        path: inout [JSONPath.Component],
        into output: inout [UInt8]
    ) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            precondition(
                number.isFinite,
                "JSONWriter: cannot write the number \(number) at \(JSONPath(components: path)); JSON has no NaN or infinities. Check the value before building the JSONValue."
            )
            appendNumber(number, to: &output)
        case .string(let string):
            appendString(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                path.append(.index(index))
                writeCompact(element, path: &path, into: &output)
                path.removeLast()
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, (key, member)) in object.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                appendString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                path.append(.key(key))
                writeCompact(member, path: &path, into: &output)
                path.removeLast()
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static let newline: [UInt8] = [UInt8(ascii: "\n")]
    private static let commaNewline: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "\n")]
    private static let colonSpace: [UInt8] = [UInt8(ascii: ":"), UInt8(ascii: " ")]

    private static func appendIndent(_ count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
}

// MARK: - Strings

extension JSONWriter {
    package static func appendString(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { appendString(utf8: $0, to: &output) }
    }

    private static func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied in one go.
        if !bytes.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x00..<0x20:
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}

// MARK: - Numbers

extension JSONWriter {
    /// 2⁵³: below this magnitude every integer is exactly representable.
    private static let exactIntegerLimit: Double = 9_007_199_254_740_992

    package static func appendNumber(_ number: Double, to output: inout [UInt8]) {
        if number == 0 {
            output.append(UInt8(ascii: "0"))
            return
        }
        if number.magnitude < exactIntegerLimit, number.rounded(.towardZero) == number {
            appendInteger(Int64(number), to: &output)
            return
        }
        if appendShortBinaryFraction(number, to: &output) { return }
        appendShortest(number, to: &output)
    }

    /// Appends `value` in decimal, as `String(value)` writes it.
    private static func appendInteger(_ value: Int64, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            // digits[0..<count] holds the digits, last first.
            for index in stride(from: count - 1, through: 0, by: -1) { output.append(digits[index]) }
        }
    }

    /// 5¹⁰: `m / 2ᵏ` is `m × 5ᵏ / 10ᵏ`.
    private static let powersOfFive: [Int] = (0...10).map { (0..<$0).reduce(1) { value, _ in value * 5 } }

    /// Writes a number that is `m / 2ᵏ` with `k` from 1 to 10 whose decimal
    /// expansion (exactly `k` fractional digits at most) has at most 15
    /// significant digits, such as the 1/64 and 1/1024 steps of generated
    /// coordinates and times, and returns `true`; `false` for any other number.
    ///
    /// Such an expansion is the shortest decimal that reads back as the number:
    /// two decimals of at most 15 significant digits are further apart than a
    /// `Double`'s rounding reaches, so no shorter one rounds to it. It is then
    /// the digits `appendShortest` finds, and as `1/1024 > 1e-6` and the
    /// number is below 2⁵³, ECMAScript writes it as plain `int.fraction`.
    private static func appendShortBinaryFraction(_ number: Double, to output: inout [UInt8]) -> Bool {
        let magnitude = number.magnitude
        guard magnitude < 0x1p40, magnitude.isNormal else { return false }
        // k, the binary digits after the point: those of the significand beyond its exponent.
        let significand = magnitude.significandBitPattern | (1 << UInt64(Double.significandBitCount))
        let k = Double.significandBitCount - Int(magnitude.exponent) - significand.trailingZeroBitCount
        guard k >= 1, k <= 10 else { return false }
        let scaled = magnitude * Double(1 << k)  // an integer, exactly
        // |number| × 10ᵏ, an integer; beyond Int it has more than 15 digits anyway.
        let (product, overflow) = Int(scaled).multipliedReportingOverflow(by: powersOfFive[k])
        guard !overflow else { return false }
        var n = product
        var fractionDigits = k
        while n % 10 == 0 {
            n /= 10
            fractionDigits -= 1
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { buffer -> Bool in
            var count = 0
            var rest = n
            while rest > 0 {
                guard count < 15 else { return false }  // more than 15 significant digits
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            // buffer[0..<count] holds the digits, last first.
            if number < 0 { output.append(UInt8(ascii: "-")) }
            if count <= fractionDigits {
                output.append(UInt8(ascii: "0"))
                output.append(UInt8(ascii: "."))
                output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: fractionDigits - count))
                for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
            } else {
                for index in stride(from: count - 1, through: fractionDigits, by: -1) { output.append(buffer[index]) }
                output.append(UInt8(ascii: "."))
                for index in stride(from: fractionDigits - 1, through: 0, by: -1) { output.append(buffer[index]) }
            }
            return true
        }
    }

    /// Writes a finite non-integral number from its shortest round-trip digits (ECMAScript `Number::toString`).
    static func appendShortest(_ number: Double, to output: inout [UInt8]) {
        if number < 0 { output.append(UInt8(ascii: "-")) }
        let (digits, exponent) = shortestDigits(of: number.magnitude)
        let k = digits.count
        let n = exponent
        if k <= n && n <= 21 {
            output.append(contentsOf: digits)
            output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: n - k))
        } else if 0 < n && n <= 21 {
            output.append(contentsOf: digits[0..<n])
            output.append(UInt8(ascii: "."))
            output.append(contentsOf: digits[n...])
        } else if -6 < n && n <= 0 {
            output.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: ".")])
            output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -n))
            output.append(contentsOf: digits)
        } else {
            output.append(digits[0])
            if k > 1 {
                output.append(UInt8(ascii: "."))
                output.append(contentsOf: digits[1...])
            }
            output.append(UInt8(ascii: "e"))
            output.append(UInt8(ascii: n - 1 < 0 ? "-" : "+"))
            output.append(contentsOf: String((n - 1).magnitude).utf8)
        }
    }

    /// The shortest round-trip digits of a positive finite double (no leading
    /// or trailing zeros) and the exponent `n` with value `0.digits × 10ⁿ`.
    ///
    /// Swift's `description` already yields the shortest digits that read back
    /// as the same double (closest to it among equally short candidates), in
    /// forms such as `0.25`, `100.0`, `1e-07`, `1.5e+300`; this only re-reads
    /// them.
    private static func shortestDigits(of number: Double) -> (digits: [UInt8], exponent: Int) {
        var digits: [UInt8] = []
        var pointPosition: Int?
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in number.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    digits.append(byte)
                }
            case UInt8(ascii: "."):
                pointPosition = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "-"):
                exponentSign = -1
            default:
                break  // "+"
            }
        }
        var n = (pointPosition ?? digits.count) + exponentSign * exponent
        var leadingZeros = 0
        while leadingZeros < digits.count - 1, digits[leadingZeros] == UInt8(ascii: "0") {
            leadingZeros += 1
        }
        n -= leadingZeros
        var end = digits.count
        while end > leadingZeros + 1, digits[end - 1] == UInt8(ascii: "0") {
            end -= 1
        }
        return (Array(digits[leadingZeros..<end]), n)
    }
}
