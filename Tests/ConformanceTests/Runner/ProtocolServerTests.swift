import SwipeReference
import Testing

@testable import SwipeConformance
@testable import SwipeFaults

/// `serve`'s side of PROTOCOL.md, driven in process line by line.
@Suite struct ProtocolServerTests {
    /// Feeds `lines` to the server; returns its status, its answers, and how many lines it left unread.
    func session(_ lines: [String], server: ProtocolServer = ProtocolServer(SwipeList.self)) -> (status: Int32, answers: [String], unread: Int) {
        var input = lines[...]
        var answers: [String] = []
        let status = server.serve(readLine: { input.popFirst() }, writeLine: { answers.append($0) })
        return (status, answers, input.count)
    }

    let cases = ["a", "b", "c"].map(FakeImplementation.dragCase)

    @Test func answersTheHandshakeRunBatchAndBye() throws {
        let (status, answers, unread) = session([
            ProtocolMessages.hello(), ProtocolMessages.cases([cases[0]]), "", ProtocolMessages.cases([cases[1], cases[2]]),
            ProtocolMessages.bye, ProtocolMessages.cases([cases[0]]),
        ])
        #expect(status == 0)
        #expect(unread == 1, "stops reading at bye")
        try #require(answers.count == 4)
        #expect(try ProtocolMessages.readHello(answers[0]).get() == SwipeList.info)
        for (answer, c) in zip(answers.dropFirst(), cases) {
            #expect(ProtocolMessages.readAnswer(answer, id: c.id, eventCount: c.input.events.count) == .output(FakeImplementation.expected(c)))
        }
        #expect(answers[1] == FakeImplementation.result(cases[0]))
    }

    @Test func endsAtTheEndOfInput() {
        let (status, answers, _) = session([ProtocolMessages.hello()])
        #expect(status == 0)
        #expect(answers.count == 1)
    }

    @Test func refusesAnotherProtocolVersion() {
        let (status, answers, unread) = session([ProtocolMessages.hello(protocolVersion: 2), ProtocolMessages.bye])
        #expect(status == 1)
        #expect(unread == 1)
        #expect(answers == [#"{"type":"error","message":"this implementation speaks protocol 1 only"}"#])
        #expect(throws: HandshakeFailure.self) { try ProtocolMessages.readHello(answers[0]).get() }
    }

    @Test func answersARefusalForRowsTheSpecRefuses() throws {
        var invalid = cases[0]
        invalid.input.rows[0].width = -5
        invalid.input.events = []
        let (_, answers, _) = session([ProtocolMessages.hello(), ProtocolMessages.cases([invalid, cases[1]])])
        try #require(answers.count == 3)
        #expect(answers[1] == #"{"type":"result","id":"a","refused":"invalidConfiguration"}"#)  // GEO-6
        #expect(ProtocolMessages.readAnswer(answers[1], id: "a", eventCount: 0) == .output(CaseOutput(refused: .invalidConfiguration)))
        #expect(ProtocolMessages.readAnswer(answers[2], id: "b", eventCount: 3) == .output(FakeImplementation.expected(cases[1])))
    }

    /// An implementation's error that is not a refusal of the rows.
    struct CannotRun: Error, CustomStringConvertible {
        var description: String { "this width is not supported" }
    }

    @Test func answersAnErrorForACaseItCannotRun() {
        var unsupported = cases[0]
        unsupported.input.rows[0].width = 333
        let server = ProtocolServer(info: SwipeList.info) { input in
            if input.rows[0].width == 333 { throw CannotRun() }
            return try input.run(SwipeList.self)
        }
        let (_, answers, _) = session([ProtocolMessages.hello(), ProtocolMessages.cases([unsupported, cases[1]])], server: server)
        #expect(answers.count == 3)
        guard case .rejected(let reason)? = answers.dropFirst().first.map({ ProtocolMessages.readAnswer($0, id: "a", eventCount: 3) }) else {
            Issue.record("expected an error for case a: \(answers)")
            return
        }
        #expect(reason.hasPrefix("it answered with an error: "), "\(reason)")
        #expect(reason.contains("width"), "\(reason)")
        #expect(ProtocolMessages.readAnswer(answers[2], id: "b", eventCount: 3) == .output(FakeImplementation.expected(cases[1])))
    }

    @Test func answersErrorsForMessagesItDoesNotUnderstand() {
        let (status, answers, _) = session([
            ProtocolMessages.cases([cases[0]]), "garbage", ProtocolMessages.hello(), #"{"type":"teleport"}"#,
            #"{"type":"batch","cases":3}"#, #"{"type":"run","id":"x","rows":[],"events":[{"type":"fly"}]}"#,
        ])
        #expect(status == 0)
        #expect(answers.count == 6)
        #expect(answers[0] == #"{"type":"error","message":"no hello yet"}"#)
        #expect(answers[1].hasPrefix(#"{"type":"error","message":"the line is not JSON ("#), "\(answers[1])")
        #expect(answers[3].hasPrefix(#"{"type":"error","message":"unknown message type in "#))
        #expect(answers[4].hasPrefix(#"{"type":"error","message":"$.cases: expected an array"#))
        #expect(answers[5].hasPrefix(#"{"type":"error","id":"x","message":"$.events[0].type: expected one of"#))
    }

    @Test("a line it cannot read is answered with why: a number out of range, not JSON, not an object")
    func saysWhyALineCannotBeRead() {
        let (status, answers, _) = session([
            ProtocolMessages.hello(), #"{"type":"run","id":"x","rows":[],"events":[{"type":"advance","t":1e999}]}"#, "[1]", "garbage",
        ])
        #expect(status == 0)
        #expect(answers.count == 4)
        #expect(answers[1].hasPrefix(#"{"type":"error","message":"the line is not JSON (number 1e999 is out of range of a 64-bit double"#), "\(answers[1])")
        #expect(answers[2] == #"{"type":"error","message":"the line is not a JSON object: \"[1]\""}"#, "\(answers[2])")
        #expect(answers[3].hasPrefix(#"{"type":"error","message":"the line is not JSON ("#), "\(answers[3])")
    }

    @Test func servesAFaultyImplementationInOneLine() {
        let fault = FaultyImplementation.editing("no-performed", requirement: .obs1, origin: .handWritten, summary: "never reports performed actions") { _, output in
            for i in output.observations.indices { output.observations[i].performed = [] }
        }
        let server = ProtocolServer(info: ImplementationInfo(name: "fault:\(fault.name)", version: "1"), runCase: fault.run)
        let (_, answers, _) = session([ProtocolMessages.hello(), ProtocolMessages.cases([cases[0]])], server: server)
        #expect(answers.count == 2)
        #expect(answers[1] == ProtocolMessages.result(id: "a", output: fault.run(cases[0].input)))
    }
}
