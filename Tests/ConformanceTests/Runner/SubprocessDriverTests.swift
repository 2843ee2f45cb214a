import QuotedText
import Foundation
import SwipeReference
import Testing

@testable import SwipeConformance
import StrictJSON

/// The driver against implementations that break PROTOCOL.md section 4 in every
/// listed way: each run ends with the documented outcome, a one-line reason,
/// and no process left.
///
/// No test bounds how long anything takes (the machine may be loaded): a
/// deadline that must not fire is generous (`patient`), and one that must
/// fire is short only where the implementation never answers (`expiring`).
@Suite(.tags(.slow), .quickLoop, .enabled(if: ProcessInspection.isAvailable)) struct SubprocessDriverTests {
    @Test("a result refused for a reason PROTOCOL.md 3.4 does not allow names only the two it allows", arguments: ["nah", "nonFiniteValue"])
    func refusedForAnotherReason(reason: String) {
        let run = ProtocolMessages.readAnswer(#"{"type":"result","id":"a","refused":""# + reason + #""}"#, id: "a", eventCount: 0)
        guard case let .rejected(message) = run else {
            Issue.record("not rejected: \(run)")
            return
        }
        #expect(message.contains(#"$.refused: expected one of "invalidConfiguration", "duplicateKey" (the reasons rows are refused"#), "\(message)")
        #expect(!message.contains("unknownRow") && !message.contains("timeWentBackwards"), "\(message)")
    }

    /// Cases one by one, 60 s to answer: for implementations that answer,
    /// however slowly a loaded machine runs them. 0.3 s to exit after bye
    /// (a process still running then is stopped, which no test tells apart).
    static let patient: SubprocessDriver.Options = {
        var options = SubprocessDriver.Options(timeout: .seconds(60), batchSize: 1)
        options.exitGrace = .milliseconds(300)
        options.startupTimeout = .seconds(60)
        return options
    }()

    /// As ``patient``, but 3 s to answer: for tests where the implementation
    /// never answers and the deadline must fire.
    static let expiring: SubprocessDriver.Options = {
        var options = patient
        options.timeout = .seconds(3)
        options.startupTimeout = .seconds(3)
        return options
    }()

    /// The options for an implementation that behaves as `reason` says.
    static func options(expecting reason: String) -> SubprocessDriver.Options {
        reason.contains("timed out") ? expiring : patient
    }

    /// The outcome, or the reason of a broken or rejected case.
    static func reason(_ run: CaseRun) -> String? {
        switch run {
        case .output: nil
        case .rejected(let reason), .broken(let reason): reason
        }
    }

    static func isBroken(_ run: CaseRun) -> Bool {
        if case .broken = run { return true }
        return false
    }

    /// Checks that nothing of `fake` (and no process group of `driver`) survives.
    static func expectNoLeftovers(_ fake: FakeImplementation, _ groups: [pid_t] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let gone = ProcessInspection.eventually(within: .seconds(60)) {
            fake.leftovers.isEmpty && groups.allSatisfy { ProcessInspection.liveMembers(ofGroup: $0).isEmpty }
        }
        #expect(gone, "left running: \(fake.leftovers)", sourceLocation: sourceLocation)
        #expect(ProcessInspection.zombieChildren(among: groups).isEmpty, sourceLocation: sourceLocation)
    }

    // MARK: Handshake failures stop the run

    struct HandshakeFailureCase: Sendable, CustomStringConvertible {
        var description: String
        var script: String
        var reason: String
    }

    static let handshakeFailures: [HandshakeFailureCase] = [
        // The same words whether the hello's write meets the end or fits in the pipe
        // first (a race in the first case, the write's side forced in the second).
        .init(description: "exits at once", script: "sh -c 'exit 3'",
              reason: "failed the handshake: the process ended (exit status 3) before writing a complete line"),
        .init(description: "closes its input, then exits", script: "exec 0<&-; sleep 0.02; exit 3",
              reason: "failed the handshake: the process ended (exit status 3) before writing a complete line"),
        .init(description: "never answers", script: "sleep 600",
              reason: "failed the handshake: timed out: no complete line on standard output within 3.000 s"),
        .init(description: "prints garbage", script: "yes garbage",
              reason: #"failed the handshake: the answer to hello is not JSON (expected a value, found 'g' at column 1): "garbage""#),
        .init(description: "echoes the hello", script: "cat",
              reason: #"failed the handshake: the hello lacks "name": "{\"type\":\"hello\",\"protocol\":1,"#),
        .init(description: "speaks protocol 2",
              script: #"read -r l; echo '{"type":"hello","protocol":2,"name":"x","version":"1","styles":["reveal"]}'"#,
              reason: "failed the handshake: the hello announces protocol 2, not 1"),
        .init(description: "refuses the version",
              script: #"read -r l; echo '{"type":"error","message":"protocol 7 only"}'; sleep 600"#,
              reason: #"failed the handshake: the implementation refused protocol 1: "protocol 7 only""#),
        .init(description: "announces no style",
              script: #"read -r l; echo '{"type":"hello","protocol":1,"name":"x","version":"1","styles":[]}'"#,
              reason: #"failed the handshake: the hello's "styles" is not a non-empty list"#),
        .init(description: "floods", script: #"head -c 20000000 /dev/zero | tr '\0' x"#,
              reason: #"failed the handshake: flooding: a line of more than 16.8 MB on standard output, starting "xxxxx"#),
        .init(description: "writes to stderr and dies", script: "echo 'no module named swipe' >&2; exit 1",
              reason: #"(exit status 1) before writing a complete line"#),
    ]

    @Test(arguments: handshakeFailures)
    func handshakeFailureStopsTheRun(_ failure: HandshakeFailureCase) throws {
        let fake = FakeImplementation(failure.script)
        let options = Self.options(expecting: failure.reason)
        let error = try #require(throws: HandshakeFailure.self) { try SubprocessDriver(command: fake.command, options: options) }
        #expect(error.description.hasPrefix(quoteShortened(fake.command) + " failed the handshake: "))
        #expect(error.description.contains(failure.reason), "\(error)")
        #expect(!error.description.contains("\n"))
        Self.expectNoLeftovers(fake)
    }

    @Test func stderrIsQuotedWhenTheProcessDiesInTheHandshake() throws {
        let fake = FakeImplementation("echo 'ModuleNotFoundError: swipe' >&2; exit 1")
        let error = try #require(throws: HandshakeFailure.self) { try SubprocessDriver(command: fake.command, options: Self.patient) }
        #expect(error.description.hasSuffix(#"stderr ends with "ModuleNotFoundError: swipe""#), "\(error)")
    }

    @Test func theHelloAnnouncesStylesAndFeatures() throws {
        let hello = #"{"type":"hello","protocol":1,"name":"mine","version":"2.3.0","styles":["select"],"features":["rtl","teleport","accessibility"],"extra":1}"#
        let fake = FakeImplementation.answering([], hello: hello)
        var driver = try SubprocessDriver(command: fake.command, options: Self.patient)
        #expect(driver.info == ImplementationInfo(name: "mine", version: "2.3.0", styles: [.select], features: [.rtl, .accessibility]))
        driver.finish()
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    // MARK: Cases

    @Test func answersCasesInBatchesAndSaysBye() throws {
        let cases = ["a", "b", "c"].map(FakeImplementation.dragCase)
        let byeFile = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-fake-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: byeFile) }
        // Reads the hello and one batch, then notes the bye.
        let fake = FakeImplementation("""
            read -r l; \(FakeImplementation.reply(FakeImplementation.hello))
            read -r l; case "$l" in '{"type":"batch","cases":['*) ;; *) exit 9 ;; esac
            \(FakeImplementation.reply(cases.map { FakeImplementation.result($0) }))
            read -r l; case "$l" in '{"type":"bye"}') : > '\(byeFile)'; exit 0 ;; *) exit 8 ;; esac
            """)
        var options = Self.patient
        options.batchSize = 64
        var driver = try SubprocessDriver(command: fake.command, options: options)
        let runs = driver.run(cases)
        #expect(runs == cases.map { .output(FakeImplementation.expected($0)) })
        driver.finish()
        #expect(FileManager.default.fileExists(atPath: byeFile))
        #expect(driver.processGroups.count == 1)
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    struct Deviation: Sendable, CustomStringConvertible {
        var description: String
        /// sh code answering the case `bad`.
        var action: String
        /// Whether the case is broken (and the implementation restarted) or failed.
        var broken: Bool
        var reason: String
    }

    static let bad = FakeImplementation.dragCase("bad")
    static let good = FakeImplementation.dragCase("good")

    static let deviations: [Deviation] = {
        let result = FakeImplementation.result(bad)
        let phase = result.replacingOccurrences(of: #""phase":"dragging""#, with: #""phase":"flying""#)
        let twoObservations = ProtocolMessages.result(
            id: "bad", output: CaseOutput(accessibility: [[]], observations: Array(FakeImplementation.expected(bad).observations.prefix(2))))
        return [
            .init(description: "error with the case id", action: FakeImplementation.reply(#"{"type":"error","id":"bad","message":"no select style"}"#),
                  broken: false, reason: #"it answered with an error: "no select style""#),
            .init(description: "observation of a wrong shape", action: FakeImplementation.reply(phase), broken: false,
                  reason: #"its result has a wrong shape at $.observations[1].rows[0].phase: expected one of"#),
            .init(description: "unknown key in the result",
                  action: FakeImplementation.reply(result.replacingOccurrences(of: #"{"type":"result","#, with: #"{"debug":1,"type":"result","#)),
                  broken: false, reason: #"its result has a wrong shape at $: unknown field "debug""#),
            .init(description: "wrong number of observations", action: FakeImplementation.reply(twoObservations), broken: true,
                  reason: "the result has 2 observations for 3 events: "),
            .init(description: "wrong id", action: FakeImplementation.reply(FakeImplementation.result(bad, as: "other")), broken: true,
                  reason: #"a result for another case than "bad": "{\"type\":\"result\",\"id\":\"other\""#),
            .init(description: "error without the case id", action: FakeImplementation.reply(#"{"type":"error","message":"oops"}"#), broken: true,
                  reason: #"an error that is not for case "bad""#),
            .init(description: "missing key", action: FakeImplementation.reply(#"{"type":"result","id":"bad","observations":[]}"#), broken: true,
                  reason: #"the result lacks "accessibility""#),
            .init(description: "wrong type", action: FakeImplementation.reply(#"{"type":"hello","id":"bad"}"#), broken: true,
                  reason: #"expected a result or an error for case "bad", got "{\"type\":\"hello\",\"id\":\"bad\"}""#),
            .init(description: "not a JSON object", action: FakeImplementation.reply("[1,2]"), broken: true,
                  reason: #"the answer is not a JSON object: "[1,2]""#),
            .init(description: "garbage", action: FakeImplementation.reply("Traceback (most recent call last):"), broken: true,
                  reason: #"the answer is not JSON (expected a value, found 'T' at column 1): "Traceback (most recent call last):""#),
            .init(description: "partial line, then exit", action: "printf 'partial'; exit 4", broken: true,
                  reason: #"the process ended (exit status 4) before writing a complete line; its output ends with "partial" without a newline"#),
            .init(description: "crash", action: "echo 'Segmentation fault' >&2; kill -SEGV $$", broken: true,
                  reason: #"the process ended (killed by signal 11 (SIGSEGV)) before writing a complete line; stderr ends with "Segmentation fault""#),
            .init(description: "hang", action: "sleep 600", broken: true,
                  reason: "timed out: no complete line on standard output within 3.000 s"),
            .init(description: "flooding", action: #"head -c 20000000 /dev/zero | tr '\0' x"#, broken: true,
                  reason: #"flooding: a line of more than 16.8 MB on standard output, starting "xxxx"#),
            .init(description: "not UTF-8", action: #"printf '\377\n'"#, broken: true,
                  reason: #"the process wrote a line that is not valid UTF-8: "\#u{FFFD}""#),
        ]
    }()

    @Test(arguments: deviations)
    func deviationDuringACase(_ deviation: Deviation) throws {
        let fake = FakeImplementation.answering([
            ("bad", deviation.action),
            ("good", FakeImplementation.reply(FakeImplementation.result(Self.good))),
        ])
        var driver = try SubprocessDriver(command: fake.command, options: Self.options(expecting: deviation.reason))
        let runs = driver.run([Self.bad, Self.good])
        #expect(runs.count == 2)
        let reason = try #require(Self.reason(runs[0]), "\(runs[0])")
        #expect(Self.isBroken(runs[0]) == deviation.broken)
        #expect(reason.contains(deviation.reason), "\(reason)")
        #expect(!reason.contains("\n"))
        #expect(reason.count < 400, "\(reason)")
        // The next case runs: in the same process after a failure, in a new one after a break.
        #expect(runs[1] == .output(FakeImplementation.expected(Self.good)))
        #expect(driver.processGroups.count == (deviation.broken ? 2 : 1))
        if deviation.broken {
            #expect(ProcessInspection.liveMembers(ofGroup: driver.processGroups[0]).isEmpty)
        }
        driver.finish()
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    @Test func brokenCaseInABatchRestartsWithTheNextCase() throws {
        let cases = ["a", "b", "c", "d"].map(FakeImplementation.dragCase)
        // Every process answers `a` and `b`, then exits 5.
        let fake = FakeImplementation("""
            read -r l; \(FakeImplementation.reply(FakeImplementation.hello))
            read -r l; \(FakeImplementation.reply(FakeImplementation.result(cases[0]), FakeImplementation.result(cases[1]))) exit 5
            """)
        var options = Self.patient
        options.batchSize = 64
        var driver = try SubprocessDriver(command: fake.command, options: options)
        let runs = driver.run(cases)
        driver.finish()
        #expect(Array(runs.prefix(2)) == cases.prefix(2).map { .output(FakeImplementation.expected($0)) })
        #expect(runs.count == 4)
        #expect(Self.reason(runs[2]) == "the process ended (exit status 5) before writing a complete line")
        #expect(Self.reason(runs[3]).map { $0.hasPrefix(#"a result for another case than "d": "#) } == true, "\(runs[3])")
        #expect(driver.processGroups.count == 2)
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    @Test func timeoutCountsFromThePreviousAnswer() throws {
        let cases = ["a", "b", "c"].map(FakeImplementation.dragCase)
        // 4 s between answers: 8 s for the batch, more than the 6 s timeout,
        // but each answer within 6 s of the one before (2 s of margin either way).
        let fake = FakeImplementation("""
            read -r l; \(FakeImplementation.reply(FakeImplementation.hello))
            read -r l; \(cases.map { FakeImplementation.reply(FakeImplementation.result($0)) }.joined(separator: " sleep 4; "))
            sleep 600
            """)
        var options = Self.expiring
        options.timeout = .seconds(6)
        options.batchSize = 3
        var driver = try SubprocessDriver(command: fake.command, options: options)
        let runs = driver.run(cases)
        driver.finish()
        #expect(runs == cases.map { .output(FakeImplementation.expected($0)) })
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    @Test func aChildThatDoesNotReadCannotBlockTheRunner() throws {
        // Answers the hello, then never reads; the case's line exceeds the pipe's buffer.
        let fake = FakeImplementation("read -r l; \(FakeImplementation.reply(FakeImplementation.hello)) sleep 600")
        var long = FakeImplementation.dragCase("long")
        long.input.events.insert(contentsOf: (0..<5000).map { .move(x: 300 - Double($0) / 100, y: 20, time: Double($0) / 100_000) }, at: 1)
        var driver = try SubprocessDriver(command: fake.command, options: Self.expiring)
        let runs = driver.run([long])
        let reason = try #require(Self.reason(runs[0]))
        #expect(Self.isBroken(runs[0]))
        #expect(reason.hasPrefix("timed out: could not write a line of "), "\(reason)")
        #expect(reason.contains(" to standard input within 3.000 s ("), "the limit given, not the time measured: \(reason)")
        #expect(reason.hasSuffix("the process is not reading its input"))
        driver.finish()
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    @Test func threeFailedRestartsBreakEveryRemainingCase() throws {
        let flag = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-fake-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: flag) }
        // The first process shakes hands and dies on its first case; later ones exit at once.
        let fake = FakeImplementation("""
            if [ -e '\(flag)' ]; then echo 'cannot start twice' >&2; exit 3; fi; : > '\(flag)'
            read -r l; \(FakeImplementation.reply(FakeImplementation.hello)) read -r l; exit 1
            """)
        var driver = try SubprocessDriver(command: fake.command, options: Self.patient)
        let cases = ["a", "b", "c", "d"].map(FakeImplementation.dragCase)
        let runs = driver.run(cases)
        #expect(Self.reason(runs[0]) == "the process ended (exit status 1) before writing a complete line")
        let given = #"the implementation could not be restarted: 3 restarts in a row failed their handshake, the last with: "#
            + #"the process ended (exit status 3) before "#
        for run in runs.dropFirst() {
            #expect(Self.isBroken(run))
            #expect(Self.reason(run).map { $0.hasPrefix(given) && $0.hasSuffix(#"stderr ends with "cannot start twice""#) } == true, "\(run)")
        }
        #expect(driver.processGroups.count == 4)
        // Given up for good: no further process is started.
        #expect(driver.run([FakeImplementation.dragCase("e")]).allSatisfy(Self.isBroken))
        #expect(driver.processGroups.count == 4)
        driver.finish()
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    @Test func perCaseModeStartsAProcessForEachCase() throws {
        let cases = ["one", "two", "three"].map(FakeImplementation.dragCase)
        let fake = FakeImplementation.answering(cases.map { ($0.id, FakeImplementation.reply(FakeImplementation.result($0))) })
        var options = Self.patient
        options.mode = .perCase
        var driver = try SubprocessDriver(command: fake.command, options: options)
        #expect(driver.processGroups.count == 1)
        #expect(fake.leftovers.isEmpty, "the handshake's process ends after it")
        let runs = driver.run(cases)
        #expect(runs == cases.map { .output(FakeImplementation.expected($0)) })
        #expect(driver.processGroups.count == 4)
        driver.finish()
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    @Test func finishStopsAnImplementationThatIgnoresByeAndSIGTERM() throws {
        let fake = FakeImplementation("trap '' TERM; read -r l; \(FakeImplementation.reply(FakeImplementation.hello)) exec 0<&-; while :; do sleep 1; done")
        var options = Self.patient
        options.exitGrace = .milliseconds(200)
        var driver = try SubprocessDriver(command: fake.command, options: options)
        driver.finish()
        Self.expectNoLeftovers(fake, driver.processGroups)
    }

    @Test func releasingTheDriverStopsTheImplementation() throws {
        let fake = FakeImplementation.answering([])
        var groups: [pid_t] = []
        do {
            let driver = try SubprocessDriver(command: fake.command, options: Self.patient)
            groups = driver.processGroups
            #expect(!fake.leftovers.isEmpty)
        }
        Self.expectNoLeftovers(fake, groups)
    }
}
