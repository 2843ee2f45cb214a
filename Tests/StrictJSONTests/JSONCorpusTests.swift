import StrictJSON
import Testing

/// A corpus of JSON documents written for this project, each with the reason
/// it must be accepted or rejected, or with the choice the parser makes where
/// RFC 8259 leaves the behaviour to the implementation.
///
/// The vectors and the protocol tests reach the parser only through
/// well-formed files and messages; this corpus pins what hostile input does.
struct CorpusDocument: Sendable, CustomTestStringConvertible {
    /// A short name for the test report.
    let name: String
    /// The bytes of the document (not necessarily UTF-8).
    let bytes: [UInt8]
    /// Why the parser must behave as the test expects.
    let reason: String

    init(_ name: String, _ text: String, _ reason: String) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.reason = reason
    }

    init(_ name: String, bytes: [UInt8], _ reason: String) {
        self.name = name
        self.bytes = bytes
        self.reason = reason
    }

    var testDescription: String { name }
}

/// A document the parser must reject, and the problem it must report.
struct RejectedDocument: Sendable, CustomTestStringConvertible {
    let document: CorpusDocument
    /// The case name of the expected ``JSONParseError/Problem``.
    let problem: String

    init(_ name: String, _ text: String, _ problem: String, _ reason: String) {
        document = CorpusDocument(name, text, reason)
        self.problem = problem
    }

    init(_ name: String, bytes: [UInt8], _ problem: String, _ reason: String) {
        document = CorpusDocument(name, bytes: bytes, reason)
        self.problem = problem
    }

    var testDescription: String { document.name }
}

/// A document whose meaning RFC 8259 leaves to the implementation, with the
/// value this parser gives it (`nil`: it rejects the document with `problem`).
struct ImplementationDefinedDocument: Sendable, CustomTestStringConvertible {
    let document: CorpusDocument
    let value: JSONValue?
    let problem: String?

    init(_ name: String, _ text: String, accepts value: JSONValue, _ reason: String) {
        document = CorpusDocument(name, text, reason)
        self.value = value
        self.problem = nil
    }

    init(_ name: String, _ text: String, rejects problem: String, _ reason: String) {
        document = CorpusDocument(name, text, reason)
        self.value = nil
        self.problem = problem
    }

    var testDescription: String { document.name }
}

enum JSONCorpus {
    /// Valid RFC 8259 texts and the value each must produce.
    static let accepted: [(CorpusDocument, JSONValue)] = [
        (.init("scalar at top level", "74", "RFC 8259 allows any value at the top level, not only objects and arrays"), 74),
        (.init("null literal", "null", "the three literal names are values"), nil),
        (.init("true literal", " true ", "whitespace around the top-level value is allowed"), true),
        (.init("false literal", "\t\r\nfalse\n", "tab, carriage return and line feed are whitespace"), false),
        (.init("empty array", "[]", "an array may have no elements"), []),
        (.init("empty object", "{}", "an object may have no members"), .object(JSONObject())),
        (.init("spaced empty containers", "[ { } , [ ] ]", "whitespace may appear between any two tokens"), [.object(JSONObject()), []]),
        (.init("negative integer", "-3", "a minus sign may precede a number"), -3),
        (.init("lone zero", "0", "a single zero is not a leading zero"), 0),
        (.init("zero fraction", "0.5", "a zero integer part may have a fraction"), 0.5),
        (.init("exponent forms", "[1e2, 1E2, 1e+2, 1e-2, 2.5E-1]", "e or E, with an optional sign"), [100, 100, 100, 0.01, 0.25]),
        (.init("exponent with leading zeros", "1e007", "leading zeros are allowed in the exponent, only not in the integer part"), 1e7),
        (.init("largest double", "1.7976931348623157e308", "the largest finite double reads back exactly"), .number(.greatestFiniteMagnitude)),
        (.init("smallest subnormal", "5e-324", "the smallest positive double reads back exactly"), .number(.leastNonzeroMagnitude)),
        (.init("all simple escapes", #""\"\\\/\b\f\n\r\t""#, "the eight two-character escapes of RFC 8259 section 7"), "\"\\/\u{8}\u{C}\n\r\t"),
        (.init("unicode escape", #""\u00e9\u20AC""#, "\\u escapes take four hex digits in either case"), "é€"),
        (.init("surrogate pair escape", #""\ud83d\ude00""#, "a high surrogate escape followed by a low one is one scalar"), "😀"),
        (.init("escaped NUL", #""a\u0000b""#, "a control character is allowed when escaped"), "a\u{0}b"),
        (.init("raw UTF-8", "\"é😀\"", "strings may hold any Unicode scalar as UTF-8"), "é😀"),
        (.init("DEL unescaped", "\"\u{7F}\"", "only U+0000 to U+001F must be escaped; U+007F need not be"), "\u{7F}"),
        (.init("nested object", #"{"a": {"b": [1, {"c": null}]}}"#, "containers nest"), ["a": ["b": [1, ["c": nil]]]]),
        (.init("member order kept", #"{"z": 1, "a": 2}"#, "the parser keeps the members in document order"), ["z": 1, "a": 2]),
        (.init("empty key", #"{"": 1}"#, "the empty string is a valid member name"), ["": 1]),
        (.init("keys differing only in escapes", #"{"a": 1, "\u0062": 2}"#, "keys are compared after unescaping; a and b differ"), ["a": 1, "b": 2]),
    ]

    /// Texts that are not JSON, with the problem the parser must name.
    static let rejected: [RejectedDocument] = [
        .init("empty input", "", "unexpectedEndOfInput", "a JSON text holds exactly one value; nothing is not a value"),
        .init("only whitespace", "  \n ", "unexpectedEndOfInput", "whitespace alone is not a value"),
        .init("trailing comma in array", "[1, 2,]", "trailingComma", "RFC 8259 has no trailing commas; JavaScript does, so writers produce them"),
        .init("trailing comma in object", #"{"a": 1,}"#, "trailingComma", "the same rule for objects"),
        .init("leading comma", "[,1]", "unexpectedCharacter", "a comma must follow a value"),
        .init("double comma", "[1,,2]", "unexpectedCharacter", "elisions are JavaScript, not JSON"),
        .init("leading zero", "0123", "invalidNumber", "leading zeros are not allowed: in JavaScript 0123 was octal"),
        .init("negative leading zero", "-01", "invalidNumber", "the same rule after a minus sign"),
        .init("leading plus", "+1", "unexpectedCharacter", "a number may start with a minus sign only"),
        .init("bare fraction", ".5", "unexpectedCharacter", "a number needs an integer part"),
        .init("empty fraction", "1.", "unexpectedEndOfInput", "a decimal point must be followed by a digit"),
        .init("empty exponent", "1e", "unexpectedEndOfInput", "an exponent needs a digit"),
        .init("signed empty exponent", "1e+", "unexpectedEndOfInput", "an exponent sign needs a digit"),
        .init("lone minus", "-", "unexpectedEndOfInput", "a minus sign must be followed by a digit"),
        .init("hexadecimal number", "0x1F", "trailingContent", "JSON numbers are decimal; 0 ends the value and x is left over"),
        .init("NaN literal", "NaN", "unexpectedCharacter", "JSON has no NaN; a writer that emits it produced no JSON"),
        .init("Infinity literal", "[Infinity]", "unexpectedCharacter", "JSON has no infinities"),
        .init("negative Infinity", "-Infinity", "unexpectedCharacter", "not even with a sign"),
        .init("huge exponent", "1e400", "numberOutOfRange", "the magnitude rounds to infinity, which a double cannot carry through JSON"),
        .init("huge negative number", "-1e99999", "numberOutOfRange", "the same for negative numbers, and the exponent must not overflow an integer"),
        .init("long integer beyond double", "1" + String(repeating: "0", count: 400), "numberOutOfRange", "a 401-digit integer exceeds the largest double"),
        .init("single quotes", "'a'", "unexpectedCharacter", "strings are in double quotes"),
        .init("unquoted key", "{a: 1}", "unexpectedCharacter", "member names are strings"),
        .init("number key", "{1: 1}", "unexpectedCharacter", "member names are strings, not numbers"),
        .init("missing colon", #"{"a" 1}"#, "unexpectedCharacter", "a colon separates name and value"),
        .init("missing value", #"{"a":}"#, "unexpectedCharacter", "every member has a value"),
        .init("unclosed array", "[1, 2", "unexpectedEndOfInput", "a truncated file must not parse as a shorter document"),
        .init("unclosed object", #"{"a": 1"#, "unexpectedEndOfInput", "the same for objects"),
        .init("unclosed string", #""abc"#, "unexpectedEndOfInput", "a string needs its closing quote"),
        .init("mismatched brackets", "[1}", "unexpectedCharacter", "a container closes with its own bracket"),
        .init("line comment", "[1] // one", "trailingContent", "JSON has no comments"),
        .init("block comment", "/* x */ 1", "unexpectedCharacter", "not before the value either"),
        .init("trailing garbage", "{} x", "trailingContent", "a JSON text holds exactly one value"),
        .init("two values", "1 2", "trailingContent", "JSON-lines framing is the caller's job, not the parser's"),
        .init("trailing NUL", "1\u{0}", "trailingContent", "a NUL byte is not whitespace"),
        .init("non-breaking space", "\u{A0}1", "unexpectedCharacter", "only space, tab, line feed and carriage return are whitespace"),
        .init("capitalised literal", "True", "unexpectedCharacter", "the literal names are lowercase"),
        .init("truncated literal", "nul", "unexpectedEndOfInput", "a literal must be complete"),
        .init("misspelt literal", "nulx", "unexpectedCharacter", "a literal must be exact"),
        .init("raw newline in string", "\"a\nb\"", "controlCharacterInString", "control characters U+0000 to U+001F must be escaped"),
        .init("raw tab in string", "\"a\tb\"", "controlCharacterInString", "including tab, which many writers forget"),
        .init("raw NUL in string", "\"a\u{0}b\"", "controlCharacterInString", "and NUL, which C readers would truncate at"),
        .init("unknown escape", #""\x41""#, "invalidEscape", "JSON defines eight escapes and \\u, nothing else"),
        .init("escaped single quote", #""\'""#, "invalidEscape", "\\' is JavaScript, not JSON"),
        .init("short unicode escape", #""\u12""#, "unexpectedCharacter", "\\u takes exactly four hex digits"),
        .init("non-hex unicode escape", #""\u12G4""#, "unexpectedCharacter", "the four digits must be hexadecimal"),
        .init("lone high surrogate", #""\ud83d""#, "loneSurrogate", "a high surrogate without its low partner is no Unicode scalar"),
        .init("lone low surrogate", #""\ude00""#, "loneSurrogate", "a low surrogate on its own is no Unicode scalar"),
        .init("reversed surrogates", #""\ude00\ud83d""#, "loneSurrogate", "the low surrogate must come second"),
        .init("high surrogate then letter", #""\ud83dx""#, "loneSurrogate", "the partner must follow at once"),
        .init("two high surrogates", #""\ud83d\ud83d""#, "loneSurrogate", "a high surrogate cannot pair with another high one"),
        .init("invalid UTF-8 byte", bytes: [0x22, 0xFF, 0x22], "invalidUTF8", "0xFF never occurs in UTF-8"),
        .init("lone continuation byte", bytes: [0x22, 0x80, 0x22], "invalidUTF8", "a continuation byte needs a lead byte"),
        .init("truncated sequence", bytes: [0x22, 0xC3, 0x22], "invalidUTF8", "a two-byte lead needs its continuation"),
        .init("overlong slash", bytes: [0x22, 0xC0, 0xAF, 0x22], "invalidUTF8", "overlong forms let a filter miss a character"),
        .init("overlong NUL", bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], "invalidUTF8", "the three-byte overlong form of U+0000"),
        .init("encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalidUTF8", "UTF-8 must not encode surrogates (CESU-8 is not UTF-8)"),
        .init("beyond U+10FFFF", bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalidUTF8", "Unicode ends at U+10FFFF"),
        .init("invalid UTF-8 outside string", bytes: [0x5B, 0xFF, 0x5D], "unexpectedCharacter", "outside a string the byte cannot start a value; the message names it as not UTF-8"),
        .init("byte order mark", bytes: [0xEF, 0xBB, 0xBF, 0x31], "byteOrderMark", "RFC 8259 section 8.1: implementations must not add a BOM; we reject one so files stay byte-comparable"),
        .init("nesting beyond the limit", String(repeating: "[", count: 257) + String(repeating: "]", count: 257), "nestingTooDeep", "257 levels exceed the default limit of 256; hostile nesting must not exhaust memory or the stack"),
        .init("hostile deep nesting", String(repeating: "[", count: 100_000), "nestingTooDeep", "100000 open brackets fail at the limit, without a stack overflow"),
        .init("deep objects", String(repeating: #"{"a":"#, count: 300) + "1" + String(repeating: "}", count: 300), "nestingTooDeep", "the limit counts objects as well as arrays"),
    ]

    /// Documents where RFC 8259 lets implementations choose, and our choice.
    static let implementationDefined: [ImplementationDefinedDocument] = [
        .init("duplicate key", #"{"a": 1, "a": 2}"#, rejects: "duplicateKey", "RFC 8259 says names SHOULD be unique and readers differ on which wins; we reject so no reader can see a different document"),
        .init("duplicate key after unescaping", #"{"a": 1, "\u0061": 2}"#, rejects: "duplicateKey", "the same key spelt with an escape is still the same key"),
        .init("nesting at the limit", String(repeating: "[", count: 256) + String(repeating: "]", count: 256), accepts: JSONCorpus.nested(256), "RFC 8259 section 9 allows a depth limit; ours is 256 levels, inclusive"),
        .init("underflow to zero", "1e-400", accepts: 0, "below the smallest subnormal a number rounds to zero, as in every IEEE 754 reader"),
        .init("negative zero", "-0", accepts: .number(-0.0), "read as -0.0; it compares equal to 0 and the writer prints it as 0"),
        .init("integer beyond 2^53", "9007199254740993", accepts: 9_007_199_254_740_992, "numbers become the nearest double, so 2^53 + 1 reads as 2^53"),
        .init("many digits", "0.1000000000000000055511151231257827021181583404541015625", accepts: 0.1, "the exact decimal of the double 0.1 reads as 0.1"),
        .init("large exponent of zero", "0e99999", accepts: 0, "zero times any power of ten is zero, not out of range"),
        .init("noncharacter", "\"\u{FFFF}\"", accepts: "\u{FFFF}", "noncharacters are valid scalars; the parser passes them through"),
        .init("escaped noncharacter", #""\uFFFE""#, accepts: "\u{FFFE}", "the same when escaped"),
    ]

    static func nested(_ depth: Int) -> JSONValue {
        var value: JSONValue = []
        for _ in 1..<depth { value = [value] }
        return value
    }
}

/// The name of a problem's case, to compare with the corpus's expectation.
func caseName(of problem: JSONParseError.Problem) -> String {
    switch problem {
    case .unexpectedEndOfInput: "unexpectedEndOfInput"
    case .unexpectedCharacter: "unexpectedCharacter"
    case .trailingComma: "trailingComma"
    case .nestingTooDeep: "nestingTooDeep"
    case .duplicateKey: "duplicateKey"
    case .invalidNumber: "invalidNumber"
    case .numberOutOfRange: "numberOutOfRange"
    case .invalidEscape: "invalidEscape"
    case .loneSurrogate: "loneSurrogate"
    case .controlCharacterInString: "controlCharacterInString"
    case .invalidUTF8: "invalidUTF8"
    case .byteOrderMark: "byteOrderMark"
    case .trailingContent: "trailingContent"
    }
}

/// The problem the parser reports for `bytes`, or `nil` when it accepts them.
func parseProblem(_ bytes: [UInt8], parser: JSONParser = JSONParser()) -> (problem: String, message: String)? {
    do {
        _ = try parser.parse(bytes)
        return nil
    } catch {
        guard case .invalidJSON(let problem, _, _) = error else {
            return ("inputTooLarge", error.description)
        }
        return (caseName(of: problem), error.description)
    }
}

@Suite struct JSONCorpusTests {
    @Test(arguments: zip(JSONCorpus.accepted.map(\.0), JSONCorpus.accepted.map(\.1)))
    func acceptsValidJSON(_ document: CorpusDocument, expected: JSONValue) throws {
        let value = try JSONParser().parse(document.bytes)
        #expect(value == expected, "\(document.name): \(document.reason)")
    }

    @Test(arguments: JSONCorpus.rejected)
    func rejectsInvalidJSON(_ entry: RejectedDocument) {
        let outcome = parseProblem(entry.document.bytes)
        #expect(outcome?.problem == entry.problem, "\(entry.document.name): \(entry.document.reason); got \(outcome?.message ?? "a value")")
    }

    @Test(arguments: JSONCorpus.implementationDefined)
    func makesItsDocumentedChoice(_ entry: ImplementationDefinedDocument) throws {
        if let value = entry.value {
            let parsed = try JSONParser().parse(entry.document.bytes)
            #expect(parsed == value, "\(entry.document.name): \(entry.document.reason)")
            if case .number(let expected) = value, case .number(let actual) = parsed {
                #expect(expected.sign == actual.sign, "\(entry.document.name): the sign is kept")
            }
        } else {
            let outcome = parseProblem(entry.document.bytes)
            #expect(outcome?.problem == entry.problem, "\(entry.document.name): \(entry.document.reason); got \(outcome?.message ?? "a value")")
        }
    }

    @Test func errorsGiveLineColumnAndPath() throws {
        let error = try #require(throws: JSONParseError.self) {
            try JSONParser().parse("{\n  \"cases\": [1, 2,]\n}")
        }
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 18)
        #expect(error.path?.description == "$.cases[2]")
    }

    @Test func rejectsInputAboveTheSizeLimitBeforeParsing() throws {
        let parser = JSONParser(maximumInputSize: 4)
        #expect(throws: JSONParseError.inputTooLarge(byteCount: 5, limit: 4)) {
            try parser.parse("[1,2]")
        }
        #expect(try parser.parse("[12]") == [12])
    }

    @Test func honoursASmallerDepthLimit() throws {
        let parser = JSONParser(maximumDepth: 2)
        #expect(try parser.parse("[[1]]") == [[1]])
        #expect(parseProblem(Array("[[[1]]]".utf8), parser: parser)?.problem == "nestingTooDeep")
    }
}
