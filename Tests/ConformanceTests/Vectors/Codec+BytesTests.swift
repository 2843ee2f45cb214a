import Foundation
import PropertyEngine
import StrictJSON
import SwipeReference
import Testing

@testable import SwipeConformance

/// The protocol's byte path: requests written straight to bytes are the text of
/// the value tree, and answers read straight from bytes are read as the parser
/// and `JSONReader` read them, or left to them.
@Suite(.tags(.slow), .quickLoop) struct CodecBytesTests {
    /// Every built-in vector's case, and generated cases with and without list
    /// changes (inserted and reloaded configurations, row keys).
    static let cases: [(id: String, input: CaseInput)] = {
        // An empty list when the built-in vectors do not load: every test using it requires more than 1000 cases.
        var all = (try? VectorStore.bundledCases().map { ($0.id, $0.input) }) ?? []
        for (name, gen) in [("swipe", SwipeGen.swipeCase), ("changing", SwipeGen.changingCase)] {
            for k in 0..<300 {
                var source = ChoiceSource(seed: Seed(0xB17E5).forCase(k))
                all.append(("\(name)-\(k)", gen.generate(&source)))
            }
        }
        return all
    }()

    /// The text the value tree of `Codec.encode` gives for a `run` or a `batch`.
    func treeText(_ cases: [(id: String, input: CaseInput)]) -> String {
        func members(_ c: (id: String, input: CaseInput)) -> JSONObject {
            ["id": .string(c.id), "rows": .array(c.input.rows.map(Codec.encode)), "events": .array(c.input.events.map(Codec.encode))]
        }
        if cases.count == 1 {
            var run: JSONObject = ["type": "run"]
            for (key, value) in members(cases[0]) { _ = run.append(key: key, value: value) }
            return JSONWriter.write(.object(run), style: .compact)
        }
        return JSONWriter.write(["type": "batch", "cases": .array(cases.map { .object(members($0)) })], style: .compact)
    }

    @Test("a run and a batch are written as the value tree writes them, byte for byte")
    func requestsAreTheTreeText() throws {
        try #require(Self.cases.count > 1000, "the built-in vectors did not load")
        for c in Self.cases {
            #expect(Array(ProtocolMessages.cases([c]).utf8) == Array(treeText([c]).utf8), "\(c.id)")
        }
        for start in stride(from: 0, to: Self.cases.count, by: 64) {
            let batch = Array(Self.cases[start..<min(start + 64, Self.cases.count)])
            guard batch.count > 1 else { continue }
            #expect(Array(ProtocolMessages.cases(batch).utf8) == Array(treeText(batch).utf8), "the batch from \(batch[0].id)")
        }
    }

    @Test("requests written one after another, each copying the rows written lately, are the value tree's text")
    func requestsCopyingRowsAreTheTreeText() throws {
        try #require(Self.cases.count > 1000, "the built-in vectors did not load")
        var rows = Codec.WrittenRows()
        for c in Self.cases.prefix(700) {
            // The case, then the same case transformed as the properties send it: the rows repeat.
            let variants = [c, ("\(c.id)/time", c.input.timeShifted(by: 1024.5)), ("\(c.id)/mirror", c.input.mirrored())]
            for v in variants {
                #expect(Array(ProtocolMessages.cases([v], rows: &rows).utf8) == Array(treeText([v]).utf8), "\(v.0)")
            }
        }
    }

    @Test("rows equal as values but spelt with other bytes are each written as their own bytes")
    func rowsSpeltOtherwise() throws {
        let precomposed = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "caf\u{E9}")])])
        var decomposed = precomposed
        decomposed.declarations[0].actions[0].id = "cafe\u{301}"
        #expect(precomposed == decomposed, "String's == is canonical equivalence: the case this test is about")
        var keyed = precomposed, keyedOtherwise = precomposed
        keyed.key = "\u{C5}"
        keyedOtherwise.key = "A\u{30A}"
        var rows = Codec.WrittenRows()
        for row in [precomposed, decomposed, precomposed, keyed, keyedOtherwise, keyed] {
            let c = (id: "c", input: CaseInput(rows: [row], events: [.insertRow(index: 0, configuration: row, time: 0)]))
            // Compared as bytes: `==` on the texts is canonical equivalence too.
            #expect(Array(ProtocolMessages.cases([c], rows: &rows).utf8) == Array(treeText([c]).utf8),
                    "key \(Array((row.key ?? "").utf8)), id \(Array(row.declarations[0].actions[0].id.utf8))")
        }
    }

    @Test("non-finite event numbers, keys, an action without a width and a row that forbids full swipes are written as the tree writes them")
    func requestEdgeSpellings() throws {
        var row = RowConfiguration(width: 320.5, layoutDirection: .rightToLeft, style: .select, declarations: [
            SwipeDeclaration(edge: .leading, allowsFullSwipe: false, actions: [SwipeAction(id: "q\"uo\\te\u{1}é", width: 0.1)]),
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "plain")]),
        ])
        row.key = "k\n1"
        let events: [InputEvent] = [
            .down(row: 0, x: .nan, y: .infinity, time: -.infinity), .move(x: 1e21, y: 1e-7, time: -0.0),
            .open(row: 1, edge: .trailing, time: .leastNonzeroMagnitude), .activate(row: -3, index: 2, time: 1.5),
            .insertRow(index: 1, configuration: row, time: 2), .reloadRow(row: 0, configuration: row, time: 3),
            .moveRow(row: 0, to: 1, time: 4), .deleteRow(row: 1, time: 5), .close(row: 0, time: 6),
            .cancel(time: 7), .advance(time: 8), .up(x: -1, y: 2, time: 9),
        ]
        let c = (id: "edge \u{7F} spellings", input: CaseInput(rows: [row, row], events: events))
        #expect(Array(ProtocolMessages.cases([c]).utf8) == Array(treeText([c]).utf8))
        #expect(Array(ProtocolMessages.cases([c, c]).utf8) == Array(treeText([c, c]).utf8))
    }

    /// The reference's output for each case whose rows it builds (a refused
    /// list's result is read by the parser: `refusedResultRead`).
    func outputs() throws -> [(id: String, eventCount: Int, output: CaseOutput)] {
        try #require(Self.cases.count > 1000, "the built-in vectors did not load")
        return try Self.cases.filter { $0.input.referenceOutcome().refused == nil }.map { c in (c.id, c.input.events.count, try c.input.run(SwipeList.self)) }
    }

    @Test("a refused list's result is written with its reason alone and read back")
    func refusedResultRead() throws {
        for reason in [Rejection.invalidConfiguration, .duplicateKey] {
            let line = ProtocolMessages.result(id: "r", output: CaseOutput(refused: reason))
            #expect(line == #"{"type":"result","id":"r","refused":"\#(reason.rawValue)"}"#)
            #expect(ProtocolMessages.readAnswer(line, id: "r", eventCount: 0) == .output(CaseOutput(refused: reason)))
        }
        // Another reason, or a refusal beside observations, is a result of the wrong shape.
        for line in [#"{"type":"result","id":"r","refused":"unknownRow"}"#,
                     #"{"type":"result","id":"r","refused":"duplicateKey","observations":[]}"#] {
            guard case .rejected = ProtocolMessages.readAnswer(line, id: "r", eventCount: 0) else {
                Issue.record("\(line) read as a refusal")
                continue
            }
        }
    }

    func readResult(_ text: String, id: String, eventCount: Int) -> CaseOutput? {
        var text = text
        return text.withUTF8 { ProtocolMessages.readResult($0, id: id, eventCount: eventCount) }
    }

    @Test("every reference result is read from its bytes to the output the parser and JSONReader read")
    func resultsReadFromBytes() throws {
        var withEscapes = 0
        for (index, (id, count, output)) in try outputs().enumerated() {
            let line = ProtocolMessages.result(id: id, output: output)
            #expect(ProtocolMessages.judgeAnswer(line, id: id, eventCount: count) == .output(output), "\(id)")
            #expect(ProtocolMessages.readAnswer(line, id: id, eventCount: count) == .output(output), "\(id)")
            // Spaced and indented as a person or another JSON library writes it.
            // (every 8th: pretty-printing all of them doubles the test's time)
            let spaced = index % 8 == 0 ? JSONWriter.write(try JSONParser().parse(line), style: .pretty) : line
            #expect(readResult(line, id: id, eventCount: count) == output, "\(id)")
            #expect(readResult(spaced, id: id, eventCount: count) == output, "\(id), pretty-printed")
            // Strings with escapes or non-ASCII characters are read too (the parser decodes those strings).
            if !line.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\\") }) { withEscapes += 1 }
        }
        #expect(withEscapes > 0, "no result has escapes or non-ASCII text: that reading is not exercised")
    }

    @Test("answers read one after another, each taking the observations it repeats from the one before, read as the parsed lines")
    func chainedAnswersAsTheParsedLines() throws {
        // Each case, then the same case transformed as the properties send it: many observations repeat.
        var answers: [(id: String, count: Int, output: CaseOutput)] = []
        for (id, count, output) in try outputs().prefix(400) {
            answers.append((id, count, output))
            let input = try #require(Self.cases.first { $0.id == id }).input
            for (k, transformed) in [input.timeShifted(by: 1024.5), input.yShifted(by: 37.5), input.mirrored()].enumerated() {
                answers.append(("\(id)/\(k)", count, try transformed.run(SwipeList.self)))
            }
        }
        var earlier: ProtocolMessages.ReadAnswer?
        var taken = 0
        for (id, count, output) in answers {
            let line = ProtocolMessages.result(id: id, output: output)
            let before = earlier
            #expect(ProtocolMessages.readAnswer(line, id: id, eventCount: count, after: &earlier) == .output(output), "\(id)")
            #expect(earlier != nil, "\(id): a result read from its bytes is kept for the next answer")
            if let before, let now = earlier {
                taken += zip(before.read.observations, now.read.observations).filter { $0 == $1 }.count
            }
        }
        #expect(taken > 1000, "only \(taken) observations repeat the answer before: the memo is not exercised")
    }

    /// A result line whose members come in another order, as a Python dict may put them.
    let reordered = #"{"observations":[{"rejection":null,"tappedRow":null,"performed":[{"id":"del","edge":"trailing","row":0}],"#
        + #""rows":[{"settleEnds":0.25,"selected":null,"actions":[{"width":74.0,"x":301.0,"id":"del"}],"revealedEdge":"trailing","#
        + #""phase":"settling","offset":-74.0}]}],"accessibility":[[{"id":"del","edge":"trailing"}]],"id":"c","type":"result"}"#

    @Test("members in any order are read from the bytes")
    func membersInAnyOrder() throws {
        let output = try #require(readResult(reordered, id: "c", eventCount: 1))
        #expect(ProtocolMessages.judgeAnswer(reordered, id: "c", eventCount: 1) == .output(output))
        #expect(output.observations[0].rows[0].offset == -74)
        #expect(output.observations[0].performed == [PerformedAction(row: 0, edge: .trailing, id: "del")])
    }

    /// Wrong lines, which the bytes are not read from, and a few respellings of a
    /// right one, which they are: each gets the verdict and reason the parsed line gives.
    static let leftToTheParser: [(why: String, from: String, to: String)] = [
        ("a duplicate member", #""id":"c","#, #""id":"c","id":"c","#),
        ("a duplicate member in an observation", #""tappedRow":null,"#, #""tappedRow":null,"tappedRow":null,"#),
        ("an unknown member", #""id":"c","#, #""id":"c","extra":1,"#),
        ("an unknown member in a row", #""offset":-74.0"#, #""offset":-74.0,"speed":1"#),
        ("a missing member", #""tappedRow":null,"#, ""),
        ("a trailing comma", #""offset":-74.0}"#, #""offset":-74.0,}"#),
        ("another case", #""id":"c""#, #""id":"d""#),
        ("an error", #""type":"result""#, #""type":"error","message":"no""#),
        ("a leading zero", #""width":74.0"#, #""width":074"#),
        ("a number out of range", #""width":74.0"#, #""width":1e400"#),
        ("a fraction where an integer belongs", #""row":0}"#, #""row":0.5}"#),
        ("an unknown phase", #""settling""#, #""sliding""#),
        ("an escaped phase", #""settling""#, #""settl\u0069ng""#),
        ("an escaped id", #""id":"c""#, #""id":"\u0063""#),
        ("a non-ASCII action id", #""x":301.0,"id":"del""#, #""x":301.0,"id":"dé""#),
        ("null where a number belongs", #""offset":-74.0"#, #""offset":null"#),
        ("a string where null or a number belongs", #""settleEnds":0.25"#, #""settleEnds":"0.25""#),
        ("nul", #""rejection":null"#, #""rejection":nul"#),
        ("trailing text", #""type":"result"}"#, #""type":"result"}x"#),
        ("two observations for one event", #"}]}],"accessibility""#, #"}]},{"rows":[],"performed":[],"tappedRow":null,"rejection":null}],"accessibility""#),
        ("no observation", #"[{"rejection""#, #"[],"unused":[{"rejection""#),
        ("a byte order mark", #"{"observations""#, "\u{FEFF}{\"observations\""),
        ("a tab and a line break around the value", #"{"observations""#, "\t\r\n {\"observations\""),
        ("an exponent", #""width":74.0"#, #""width":7.4E+1"#),
    ]

    @Test("a line left to the parser gets the verdict and reason the parsed line gives", arguments: leftToTheParser)
    func leftToTheParserAsBefore(_ variant: (why: String, from: String, to: String)) throws {
        #expect(reordered.contains(variant.from), "\(variant.why): the line to change lacks \(variant.from)")
        let line = reordered.replacingOccurrences(of: variant.from, with: variant.to)
        let judged = ProtocolMessages.judgeAnswer(line, id: "c", eventCount: 1)
        #expect(ProtocolMessages.readAnswer(line, id: "c", eventCount: 1) == judged, "\(variant.why)")
        if let read = readResult(line, id: "c", eventCount: 1) {
            #expect(judged == .output(read), "\(variant.why): read from the bytes as \(read), judged \(judged)")
        }
    }

    @Test("the wrong answers are not read from the bytes, the well-formed respellings are")
    func whichVariantsAreRead() {
        let read = Set(Self.leftToTheParser.filter { v in
            readResult(reordered.replacingOccurrences(of: v.from, with: v.to), id: "c", eventCount: 1) != nil
        }.map(\.why))
        #expect(read == ["a tab and a line break around the value", "an exponent", "an escaped phase", "an escaped id", "a non-ASCII action id"])
    }


    @Test("on thousands of mangled results the bytes are read only to the output the parsed line gives")
    func mangledResults() throws {
        var random = Xoshiro256StarStar(seed: 0x5EED)
        var readCount = 0, total = 0
        for (id, count, output) in try outputs().prefix(60) {
            let original = Array(ProtocolMessages.result(id: id, output: output).utf8)
            let originalRead = try #require(original.withUnsafeBufferPointer { ProtocolMessages.readResult($0, id: id, eventCount: count, after: nil) })
            for _ in 0..<150 {
                let bytes = ByteMangling.mangled(original, &random)
                total += 1
                let read = bytes.withUnsafeBufferPointer { ProtocolMessages.readResult($0, id: id, eventCount: count) }
                // Read after the unmangled answer, whose observations it mostly repeats, byte for byte or nearly.
                let readAfter = bytes.withUnsafeBufferPointer { mangled in
                    original.withUnsafeBufferPointer { document in
                        ProtocolMessages.readResult(mangled, id: id, eventCount: count, after: (originalRead.observations, document))
                    }
                }
                #expect(readAfter?.output == read, "\(id): read after the unmangled answer as alone")
                guard let read else { continue }
                readCount += 1
                let line = try #require(String(validating: bytes, as: UTF8.self))
                #expect(ProtocolMessages.judgeAnswer(line, id: id, eventCount: count) == .output(read), "\(id): \(line)")
            }
        }
        // Some mangled lines stay valid (a digit changed, a space inserted): the comparison above is exercised.
        #expect(readCount > 100 && readCount < total / 2, "read \(readCount) of \(total)")
    }
}
