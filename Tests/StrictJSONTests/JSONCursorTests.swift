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
        let names = ["id", "x", "width"].map { Array($0.utf8) }
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
            #expect(name(#""\u0078":1"#, first: first) == nil, "an escape is left to the parser")
        }
    }

    @Test("strings: printable ASCII is read; escapes, control characters and non-ASCII are left to the parser")
    func strings() {
        func string(_ text: String) -> String? {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                var cursor = JSONCursor(bytes)
                return cursor.string()
            }
        }
        #expect(string(#""a b~\#u{7F}""#) == "a b~\u{7F}")
        #expect(string(#""""#) == "")
        #expect(string(#""a\"b""#) == nil)
        #expect(string("\"a\tb\"") == nil)
        #expect(string(#""é""#) == nil)
        #expect(string(#""open"#) == nil)
        #expect(string("null") == nil)
    }
}
