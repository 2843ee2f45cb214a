import StrictJSON
import Testing

/// `JSONCursor` reads only what `JSONParser` accepts, to the parser's values.
@Suite struct JSONCursorTests {
    /// The cursor's number for `text` (`nil` unless the whole text is one number it reads).
    func cursorNumber(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var cursor = JSONCursor(bytes)
            guard let number = cursor.number(), cursor.isAtEnd else { return nil }
            return number
        }
    }

    /// The parser's number for `text`, or `nil` when it refuses it or it is not a number.
    func parserNumber(_ text: String) -> Double? {
        guard let value = try? JSONParser().parse(text), case .number(let number) = value else { return nil }
        return number
    }

    @Test("numbers read to the parser's Double, bit for bit, on 200,000 random spellings")
    func numbersAsTheParserReadsThem() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {  // SplitMix64, reduced
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        var read = 0, agreed = 0
        for _ in 0..<200_000 {
            var text = next(4) == 0 ? "-" : ""
            let integerDigits = 1 + next(next(3) == 0 ? 20 : 6)
            for k in 0..<integerDigits { text += String(k == 0 && next(3) == 0 ? 0 : next(10)) }
            if next(3) > 0 {
                text += "."
                for _ in 0..<(1 + next(next(3) == 0 ? 22 : 8)) { text += String(next(10)) }
            }
            if next(4) == 0 {
                text += ["e", "E", "e-", "e+", "E-"][next(5)] + String(next(next(4) == 0 ? 400 : 30))
            }
            let parsed = parserNumber(text)
            guard let number = cursorNumber(text) else { continue }
            read += 1
            if parsed?.bitPattern == number.bitPattern { agreed += 1 } else {
                Issue.record("\(text): the cursor reads \(number), the parser \(String(describing: parsed))")
            }
        }
        #expect(read == agreed)
        #expect(read > 100_000, "only \(read) spellings were read")
    }

    @Test("what the parser refuses, the cursor does not read", arguments: [
        "01", "-", "-01", "1.", ".5", "1e", "1e+", "+1", "1e400", "-1e400", "0x10", "1_000", "NaN", "Infinity", "- 1",
    ])
    func refusedNumbers(_ text: String) {
        #expect(parserNumber(text) == nil)
        #expect(cursorNumber(text) == nil)
    }

    @Test("a member name is matched among the names, whichever is tried first; anything else is not read")
    func memberNames() {
        let names = JSONCursor.Names(["id", "x", "width"])
        func name(_ text: String, first: Int) -> Int? {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                var cursor = JSONCursor(bytes)
                return cursor.memberName(in: names, tryingFirst: first)
            }
        }
        for first in 0..<4 {
            #expect(name(#" "width" : 1"#, first: first) == 2)
            #expect(name(#""x":1"#, first: first) == 1)
            #expect(name(#""i":1"#, first: first) == nil)
            #expect(name(#""widths":1"#, first: first) == nil)
            #expect(name(#""x"1"#, first: first) == nil, "no colon")
            #expect(name(#""\u0078":1"#, first: first) == 1, "an escaped name is matched as the parser decodes it")
            #expect(name(#""\u0078x":1"#, first: first) == nil)
            #expect(name(#""x\":1"#, first: first) == nil, "no closing quote")
        }
    }

    /// The cursor's string for `text`, and where it stopped (`nil` when it read none).
    func cursorString(_ text: String) -> (string: String, rest: String)? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var cursor = JSONCursor(bytes)
            guard let string = cursor.string() else { return nil }
            // What follows the string: the next value the cursor reads.
            return (string, cursor.consume(UInt8(ascii: ",")) ? "," : cursor.isAtEnd ? "" : "?")
        }
    }

    @Test("strings are read to the parser's String: escapes, surrogate pairs and UTF-8 too; what it refuses is not read", arguments: [
        #""a b~\#u{7F}""#, #""""#, #""a\"b""#, #""\\\/\b\f\n\r\t""#, #""\u00e9\u0000\uD83D\uDE00""#, #""é ✓ 😀""#,
        "\"a\tb\"", #""open"#, #""\"#, #""\x""#, #""\u12""#, #""\uD800""#, #""\uDC00\uD800""#, #""\uD800\u0041""#,
        "\"\u{0}\"", "null", "1",
    ])
    func strings(_ text: String) throws {
        let parsed = try? JSONParser().parse(text)
        let read = cursorString(text)
        #expect(read?.string == parsed?.stringValue)
        if let read { #expect(read.rest == "", "the cursor stopped before the end of \(text)") }
        // After the string, the cursor reads on.
        let followed = cursorString(text + ",")
        #expect(followed?.string == parsed?.stringValue)
        if let followed { #expect(followed.rest == ",") }
    }

    @Test("invalid UTF-8 in a string is not read", arguments: [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]])
    func invalidUTF8(_ sequence: [UInt8]) {
        let bytes = [UInt8(ascii: "\"")] + sequence + [UInt8(ascii: "\"")]
        #expect((try? JSONParser().parse(bytes)) == nil)
        let read = bytes.withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(buffer)
            return cursor.string()
        }
        #expect(read == nil)
    }

    @Test("a value written again byte for byte is consumed as a copy; a number or a literal never is")
    func copies() {
        // The steps of a cursor over `text`, each a read and what it returned, in order.
        func steps(_ text: String, _ read: (inout JSONCursor) -> [String]) -> [String] {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                var cursor = JSONCursor(bytes)
                return read(&cursor)
            }
        }
        let objects = #"[{"a":[1,"x"]},{"a":[1,"x"]}, {"a":[1,"x"]},{"a":[1,"y"]}]"#
        let first = 1..<14  // {"a":[1,"x"]}
        let read = steps(objects) { c in
            [c.consume(copyOf: 0..<objects.utf8.count) ? "bytes not read yet" : "-",
             "\(c.consume(UInt8(ascii: "[")))", "\(c.value(nestedIn: 1) == ["a": [1, "x"]])", "\(c.byteOffset == first.upperBound)",
             "\(c.consume(UInt8(ascii: ",")))", c.consume(copyOf: first) ? "copy" : "no copy",
             "\(c.consume(UInt8(ascii: ",")))", c.consume(copyOf: first) ? "copy after whitespace" : "no copy",
             "\(c.consume(UInt8(ascii: ",")))", c.consume(copyOf: first) ? "copy of other bytes" : "no copy", "\(c.byteOffset)"]
        }
        #expect(read == ["-", "true", "true", "true", "true", "copy", "true", "copy after whitespace", "true", "no copy", "44"])
        // Strings are copies too; numbers and literals are not, as more of them could follow.
        let scalars = #"["s","s",12,123,true,true]"#
        let scalarSteps = steps(scalars) { c in
            ["\(c.consume(UInt8(ascii: "[")))", c.string() ?? "-", "\(c.consume(UInt8(ascii: ",")))",
             c.consume(copyOf: 1..<4) ? "copy of a string" : "no copy", "\(c.consume(UInt8(ascii: ",")))",
             "\(c.number() ?? -1)", "\(c.consume(UInt8(ascii: ",")))", c.consume(copyOf: 9..<11) ? "12 taken from 123" : "no copy",
             "\(c.number() ?? -1)", "\(c.consume(UInt8(ascii: ",")))", "\(c.boolean() ?? false)", "\(c.consume(UInt8(ascii: ",")))",
             c.consume(copyOf: 16..<20) ? "a copy of a literal" : "no copy"]
        }
        #expect(scalarSteps == ["true", "s", "true", "copy of a string", "true", "12.0", "true", "no copy", "123.0", "true", "true", "true", "no copy"])
    }

    @Test("true and false are read; anything else is not")
    func booleans() {
        func boolean(_ text: String) -> Bool? {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                var cursor = JSONCursor(bytes)
                guard let value = cursor.boolean(), cursor.isAtEnd else { return nil }
                return value
            }
        }
        #expect(boolean(" true ") == true)
        #expect(boolean("false") == false)
        for text in ["tru", "True", "fals", "null", "1", #""true""#, "truex"] {
            #expect(boolean(text) == nil, "\(text)")
        }
    }

    /// The cursor's value for the document `text` read as one value at `depth`,
    /// with what follows it (`nil` when it read none).
    func cursorValue(_ text: String, nestedIn depth: Int = 0) -> (value: JSONValue, atEnd: Bool)? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var cursor = JSONCursor(bytes)
            guard let value = cursor.value(nestedIn: depth) else { return nil }
            return (value, cursor.isAtEnd)
        }
    }

    @Test("a value of any shape is read to the parser's value; what the parser refuses is not read", arguments: [
        #"{"a": [1, {"b": "}]\"{["}, null], "c": true}"#, #"[]"#, #"{}"#, #""x]""#, "-1.5e3", "true", "null",
        #"{"a": 1,}"#, #"{"a": 1, "a": 2}"#, #"[1 2]"#, #"{"a": [1}"#, #"[1]]"#, "01", "nul", #"{"a": "\uD800"}"#, #"["#, #"{"a": "b}"#,
    ])
    func values(_ text: String) {
        let parsed = try? JSONParser().parse(text)
        let read = cursorValue(text)
        if let parsed {
            #expect(read?.value == parsed)
            #expect(read?.atEnd == true)
        } else if let read {
            // Only a valid prefix followed by more bytes may be read: the cursor stops there.
            #expect(!read.atEnd, "\(text) read to \(read.value), which the parser refuses")
        }
        // Inside a document, followed by more members.
        let member = cursorValue(text + #", "next": 1"#)
        if let parsed { #expect(member?.value == parsed) }
    }

    @Test("the nesting limit counts the arrays and objects around the value, as in the whole document")
    func valueDepth() {
        let depth = JSONParser.defaultMaximumDepth
        let nested = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        #expect(cursorValue(nested, nestedIn: depth - 10)?.value != nil)
        #expect(cursorValue(nested, nestedIn: depth - 9) == nil)
        #expect(cursorValue("1", nestedIn: depth - 1)?.value == 1)
        // The same limit as the parser's on the whole document.
        let document = String(repeating: "[", count: depth - 10) + nested + String(repeating: "]", count: depth - 10)
        #expect((try? JSONParser().parse(document)) != nil)
        #expect((try? JSONParser().parse("[" + document + "]")) == nil)
    }
}
