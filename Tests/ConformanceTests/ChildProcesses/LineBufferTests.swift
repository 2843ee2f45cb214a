import Testing

@testable import ChildProcesses

@Suite struct LineBufferTests {
    private func append(_ text: String, to buffer: inout LineBuffer) {
        Array(text.utf8).withUnsafeBufferPointer { buffer.append($0) }
    }

    @Test func splitsLinesAcrossChunks() {
        var buffer = LineBuffer()
        append("ab", to: &buffer)
        #expect(buffer.takeLine(maxBytes: 100) == nil)
        append("c\nde", to: &buffer)
        #expect(buffer.takeLine(maxBytes: 100) == .complete(Array("abc".utf8)))
        #expect(buffer.takeLine(maxBytes: 100) == nil)
        #expect(Array(buffer.pending) == Array("de".utf8))
        append("\n\nf\n", to: &buffer)
        #expect(buffer.takeLine(maxBytes: 100) == .complete(Array("de".utf8)))
        #expect(buffer.takeLine(maxBytes: 100) == .complete([]))
        #expect(buffer.takeLine(maxBytes: 100) == .complete(Array("f".utf8)))
        #expect(buffer.count == 0)
    }

    @Test func rejectsLinesLongerThanTheLimit() {
        var buffer = LineBuffer()
        append("12345", to: &buffer)
        #expect(buffer.takeLine(maxBytes: 5) == nil)
        append("6", to: &buffer)
        #expect(buffer.takeLine(maxBytes: 5) == .tooLong(prefix: Array("123456".utf8), byteCount: 6))
        #expect(buffer.count == 0)

        append("toolong\nok\n", to: &buffer)
        #expect(buffer.takeLine(maxBytes: 5) == .tooLong(prefix: Array("toolong".utf8), byteCount: 7))
        #expect(buffer.takeLine(maxBytes: 5) == .complete(Array("ok".utf8)))
    }

    @Test func staysLinearWithManySmallLines() {
        var buffer = LineBuffer()
        let chunk = String(repeating: "0123456789\n", count: 10_000)
        var lines = 0
        for _ in 0..<10 {
            append(chunk, to: &buffer)
            while case .complete? = buffer.takeLine(maxBytes: 100) { lines += 1 }
        }
        #expect(lines == 100_000)
    }

    @Test func byteTailKeepsTheEnd() {
        var tail = ByteTail(capacity: 4)
        Array("ab".utf8).withUnsafeBufferPointer { tail.append($0) }
        #expect(tail.text == "ab")
        Array("cdef".utf8).withUnsafeBufferPointer { tail.append($0) }
        #expect(tail.text == "…cdef")
        Array("0123456789".utf8).withUnsafeBufferPointer { tail.append($0) }
        #expect(tail.text == "…6789")
        #expect(tail.totalCount == 16)
    }
}
