import StrictJSON
import Testing

/// Golden tables for ``JSONWriter``: numbers as ECMAScript's
/// `Number::toString` writes them (what `String(x)` gives in JavaScript), and
/// documents that must survive a write and a parse unchanged.
struct NumberForm: Sendable, CustomTestStringConvertible {
    let number: Double
    let text: String
    let reason: String

    init(_ number: Double, _ text: String, _ reason: String) {
        self.number = number
        self.text = text
        self.reason = reason
    }

    var testDescription: String { text }
}

enum NumberGolden {
    static let forms: [NumberForm] = [
        // Zero and integral values.
        .init(0, "0", "zero"),
        .init(-0.0, "0", "negative zero prints as 0, as String(-0) does in JavaScript"),
        .init(74, "74", "integral values print without a fraction"),
        .init(-3, "-3", "a negative integral value"),
        .init(1, "1", "one digit"),
        .init(100, "100", "trailing zeros of an integer are digits, not an exponent"),
        .init(9_007_199_254_740_992, "9007199254740992", "2^53 prints in full"),
        .init(123_456_789_012_345_680, "123456789012345680", "the double nearest 123456789012345678: shortest digits that read back, padded with zeros"),
        .init(1e20, "100000000000000000000", "the largest power of ten below 10^21 prints in full"),
        .init(999_999_999_999_999_868_928, "999999999999999900000", "just below 10^21 still prints in full"),
        // The 1e21 boundary: at 10^21 the exponent form starts.
        .init(1e21, "1e+21", "at 10^21 the exponent form starts; the sign is always written"),
        .init(1.5e21, "1.5e+21", "above 10^21 with a fraction digit"),
        .init(-1e21, "-1e+21", "the boundary for negative numbers"),
        .init(1.5e300, "1.5e+300", "a large exponent has no leading zeros"),
        .init(.greatestFiniteMagnitude, "1.7976931348623157e+308", "the largest double"),
        // Fractions and the 1e-7 boundary.
        .init(0.25, "0.25", "a fraction below one starts with 0."),
        .init(-2.5, "-2.5", "a negative fraction"),
        .init(0.1, "0.1", "shortest digits: 0.1, not 0.1000000000000000055511151231257827"),
        .init(123.456, "123.456", "the decimal point after the integer digits"),
        .init(0.000001, "0.000001", "10^-6 is the smallest power of ten written without an exponent"),
        .init(0.0000015, "0.0000015", "a value between 10^-6 and 10^-7 keeps the plain form"),
        .init(1e-7, "1e-7", "at 10^-7 the exponent form starts"),
        .init(1.5e-7, "1.5e-7", "a fraction digit with a negative exponent"),
        .init(-1e-7, "-1e-7", "the boundary for negative numbers"),
        .init(.leastNonzeroMagnitude, "5e-324", "the smallest subnormal double"),
        .init(2.2250738585072014e-308, "2.2250738585072014e-308", "the smallest normal double"),
        .init(0.30000000000000004, "0.30000000000000004", "0.1 + 0.2 keeps the digit that tells it from 0.3"),
    ]
}

@Suite struct JSONWriterGoldenTests {
    @Test(arguments: NumberGolden.forms)
    func formatsNumbersAsECMAScript(_ form: NumberForm) throws {
        #expect(JSONWriter.format(form.number) == form.text, "\(form.reason)")
        let back = try #require(try JSONParser().parse(form.text).numberValue)
        #expect(back == form.number, "\(form.text) reads back as the same double")
    }

    @Test func writesCompactAndPrettyText() {
        let value: JSONValue = ["id": "tap", "events": [[74, -3]], "v": 0.25, "none": nil, "ok": true, "empty": [], "object": [:]]
        #expect(JSONWriter.write(value, style: .compact) == #"{"id":"tap","events":[[74,-3]],"v":0.25,"none":null,"ok":true,"empty":[],"object":{}}"#)
        #expect(JSONWriter.write(value) == """
            {
              "id": "tap",
              "events": [
                [
                  74,
                  -3
                ]
              ],
              "v": 0.25,
              "none": null,
              "ok": true,
              "empty": [],
              "object": {}
            }

            """)
    }

    @Test func quotesStringsWithTheShortestEscapes() {
        #expect(JSONWriter.quote("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONWriter.quote("\n\r\t\u{8}\u{C}") == #""\n\r\t\b\f""#)
        #expect(JSONWriter.quote("\u{0}\u{1F}") == #""\u0000\u001f""#)
        #expect(JSONWriter.quote("/é😀\u{7F}") == "\"/é😀\u{7F}\"", "slash, non-ASCII and DEL are written as they are")
    }

    /// Documents that a write followed by a parse must give back unchanged,
    /// in both styles.
    static let roundTrips: [JSONValue] = [
        nil, true, false, 0, -0.0, 74, -3, 0.1, 1e21, 1e-7, .number(.leastNonzeroMagnitude), .number(.greatestFiniteMagnitude),
        9_007_199_254_740_993, "", "tap", "\u{0}\u{1F}\"\\/\u{7F}", "é😀\u{FFFF}",
        [], [:], [1, [2, [3, []]]],
        ["z": 1, "a": ["b": nil], "": "empty key"],
        JSONCorpus.nested(256),
    ]

    @Test(arguments: roundTrips, [JSONWriter.Style.compact, .pretty])
    func roundTripsThroughTextUnchanged(_ value: JSONValue, style: JSONWriter.Style) throws {
        let text = JSONWriter.write(value, style: style)
        let back = try JSONParser().parse(text)
        #expect(back == value)
        #expect(JSONWriter.write(back, style: style) == text, "writing is deterministic")
    }

    @Test func parsedTextIsWrittenBackInCanonicalForm() throws {
        let text = #"[1.0, 1E2, 0.10, -0, 1e-07, 100000000000000000000000, "\u00e9\/"]"#
        let value = try JSONParser().parse(text)
        #expect(JSONWriter.write(value, style: .compact) == #"[1,100,0.1,0,1e-7,1e+23,"é/"]"#)
    }
}
