import QuotedText
import Testing

@Suite struct QuoteShortenedTests {
    @Test func quotesShortTextWhole() {
        #expect(quoteShortened("hello") == #""hello""#)
        #expect(quoteShortened("") == #""""#)
    }

    @Test func escapesControlCharactersAndQuotes() {
        #expect(quoteShortened("a\"b\\c\nd\te\r\u{0}\u{1B}[31m\u{7F}") == #""a\"b\\c\nd\te\r\u{00}\u{1B}[31m\u{7F}""#)
        #expect(quoteShortened("é😀") == "\"é😀\"")
    }

    @Test func shortensLongTextAndGivesItsSize() {
        let garbage = String(repeating: "garbage ", count: 262_144)
        #expect(quoteShortened(garbage, limit: 16) == #""garbage garbage …" (2.1 MB, shortened)"#)
        #expect(quoteShortened(String(repeating: "x", count: 121)).hasSuffix(#"x…" (121 bytes, shortened)"#))
        #expect(quoteShortened(String(repeating: "x", count: 120)) == "\"" + String(repeating: "x", count: 120) + "\"")
    }

    @Test func quotesTheTailOfText() {
        #expect(quoteTail("ready\nTraceback: boom\n\n", limit: 15) == #""…Traceback: boom""#)
        #expect(quoteTail("short\r\n") == #""short""#)
        #expect(quoteTail("") == #""""#)
        #expect(quoteTail("a\"b\tc", limit: 5) == #""a\"b\tc""#)
        #expect(quoteTail(String(repeating: "x", count: 500)) == "\"…" + String(repeating: "x", count: 120) + "\"")
    }

    @Test func describesByteCounts() {
        #expect(describeByteCount(1) == "1 byte")
        #expect(describeByteCount(999) == "999 bytes")
        #expect(describeByteCount(4096) == "4.1 KB")
        #expect(describeByteCount(1 << 20) == "1.0 MB")
        #expect(describeByteCount(2_097_152) == "2.1 MB")
        #expect(describeByteCount(1_500_000_000) == "1.5 GB")
    }
}
