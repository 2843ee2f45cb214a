import SwipeConformance
import SwipeFaults
import Foundation
import QuotedText
import ChildProcesses
import PropertyEngine
import SwipeReference

enum Fuzz {
    static let help = """
    swipe-conformance fuzz — run generated cases against an implementation and shrink a failure

    \(OptionHelp.usage("fuzz", options))

    Generates cases from the seed (case k always comes from the seed and k alone), checks
    every property of the engine on each (differential against the reference, invariants,
    metamorphic relations), stops at the first failure and shrinks it against the
    implementation itself. Prints the seed, the case number, the shrunk case as a timeline,
    and writes it as a vector file that `verify --vectors FILE` accepts (for a failed
    metamorphic relation, with the transformed case beside it: the relation compared
    the two runs, and verify fails on one of them).

    With --keep-going, every case runs: failures are grouped by class (the property and,
    for a difference, the first differing event type and field; for a broken case, the
    kind of break: a crash or a hang is a failure like any other), the first case of each
    class is shrunk against cases of that class alone, a table of the classes with their
    counts is printed, and each shrunk case is written to --out-dir. Only an
    implementation that breaks the protocol on 10 cases in a row stops the run, as it
    stops verify: it is broken as a whole. A run interrupted (SIGINT, SIGTERM, SIGHUP)
    while it generates cases shrinks nothing: each class is written as found.

    Without --impl or --fault, checks the built-in reference (a self-test: 100000 cases
    with the default seed is the release check
    that CI runs).

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `fuzz` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "every property held for every case",
        .failures: "a property failed (the shrunk case was printed and written to --out; with --keep-going, any failure or break, each class written to --out-dir)",
        .usage: "bad usage",
        .protocolBroken: "the implementation broke the protocol",
    ]

    static let impl = ImplementationOptions.impl()
    static let fault = Option.fault(help: "a faulty implementation from the catalog (list them: swipe-conformance faults)")
    static let cases = Option.cases(default: 10_000, in: 1...100_000_000, help: "how many cases")
    static let seed = Option.text("seed", "S", role: .verdict, help: "the seed: decimal, or hex with 0x or 16 hex digits", defaultText: "\(PropertySuite.defaultSeed)")
    /// The largest case number: the last case of a run is at most this one, so
    /// that every case it prints can be replayed with `--first-case`.
    static let largestCase = Int(Int32.max)
    static let firstCase = Option.integer("first-case", "K", default: 0, in: 0...largestCase, role: .selection,
                                          help: "the number of the first case; replays one case with --cases 1")
    static let shard = Option.shard(help: "run only the cases k with k mod N = I-1")
    static let shrinkSeconds = Option.number("shrink-seconds", "T", default: 60, in: 0...86_400, role: .conduct, help: """
        time budget for shrinking; the smallest failing case
        found so far is reported when it runs out
        """)
    static let properties = Option.list("properties", "LIST", role: .verdict, help: """
        comma-separated subset of:
        \(SwipeProperty.allCases.map(\.rawValue).joined(separator: ", "))
        """)
    static let out = Option.out(default: "fuzz-failure.json", format: .vectorFile, help: "without --keep-going: where to write the shrunk case as a vector file")
    static let keepGoing = Option.flag("keep-going", role: .conduct, help: """
        run every case; shrink the first case of each distinct
        failure (property, first differing event and field, or kind of break)
        """)
    static let outDir = Option.text("out-dir", "DIR", role: .output, help: """
        with --keep-going (only): the folder each shrunk case is written
        to (created if missing); it then holds exactly this run's cases
        """, defaultText: "fuzz-failures")

    /// The options of `fuzz`, in the order of its help.
    static let options: [any CommandOption] = ImplementationOptions.options(impl)
        + [ProfileOption.option, fault, cases, seed, firstCase, shard, shrinkSeconds, properties, out, keepGoing, outDir, Option.force]

    /// `interrupted by SIGINT at case N, not checked; resume with --first-case N`.
    static func interruption(at index: Int) -> String {
        let signal = TerminationSignals.receivedSignal.map(TerminationSignals.name(of:)) ?? "a stop request"
        return "interrupted by \(signal) at case \(index), not checked; resume with \(firstCase.spec.flag) \(index)"
    }

    /// What a run whose shrinking a stop signal cut short says, before the case is saved.
    static var interruptedWhileShrinking: String {
        let signal = TerminationSignals.receivedSignal.map(TerminationSignals.name(of:)) ?? "a stop request"
        return "fuzz: interrupted by \(signal) while shrinking, so no candidate after it has a verdict; a case shrunk "
            + "\"(shrinking interrupted: …)\" is the smallest that failed before it, saved without blaming the implementation"
    }

    /// What a run interrupted at case `index` before any failure says: `fuzz:
    /// NAME: every property held for the N cases checked; interrupted by …`.
    static func interruptedWithoutFailure(_ name: String, casesChecked: Int, at index: Int) -> String {
        "fuzz: \(name): every property held for the \(Describe.count(casesChecked, "case")) checked; \(interruption(at: index))"
    }

    /// Whether a shrunk failure reproduces on its own, as the same kind of
    /// failure, and if not why: the one test both `fuzz` and `fuzz
    /// --keep-going` apply before saving a case, so a saved vector file fails
    /// `verify` as the run failed.
    ///
    /// A case that did not fail again while shrinking does not reproduce. For
    /// an implementation (`--impl`) the case then runs on a fresh process: a
    /// protocol break (an exit, a crash, a hang) exactly as `verify` sends the
    /// saved file, the case alone, which must break the same way (an
    /// implementation that dies on its Nth case breaks on whatever case comes
    /// Nth, and shrinking would otherwise save an empty case that passes); a
    /// property failure by the property checks that found it.
    static func reproduction(of failure: PropertyReport.Failure, suite: PropertySuite, implCommand: String?,
                             limits: ImplementationOptions) -> (reproduces: Bool, why: String) {
        // Shrinking cut short by a stop signal: the case failed this way in this
        // run, and no fresh process is started once the tool is told to stop.
        if failure.shrinkInterrupted { return (true, "") }
        guard failure.shrunkCaseFailedAgain else { return (false, "it did not fail again when run on its own while shrinking") }
        guard let command = implCommand else { return (true, "") }
        do {
            let fresh = DriverBox(try limits.start(command))
            defer { fresh.finish() }
            if case let .broken(.protocolBroken, message) = failure.verdict {
                let alone = fresh.driver.run([(id: "fuzz", input: failure.shrunk)]).first ?? .broken("no result")
                if case let .broken(again) = alone, PropertyVerdict.breakKind(again) == PropertyVerdict.breakKind(message) {
                    return (true, "")
                }
                let what: String
                switch alone {
                case .output: what = "answers it"
                case let .rejected(reason): what = "could not run it: \(reason)"
                case let .broken(reason): what = "breaks another way (\(reason))"
                }
                return (false, "sent alone to a fresh process, as `verify` sends the saved file, the implementation \(what)")
            }
            // Judged as the run judged it: the profile's design, what it observes, what it may receive.
            let again = suite.verdict(suite.propertiesChecked(after: failure.verdict), failure.shrunk, run: fresh.executor)
            if again.failsTheSameWay(as: failure.verdict) { return (true, "") }
            return (false, "on a fresh process it \(again == .holds ? "passes" : "fails another way: \(again.message ?? "")")")
        } catch {
            return (false, "a fresh process could not be started: \(error)")
        }
    }

    /// The command that replays case `caseIndex` of the run alone, as the run
    /// ran it (``PrintedCommand``: the implementation or fault, the profile,
    /// the limits, the properties).
    static func replay(_ caseIndex: Int, _ suite: PropertySuite, _ parsed: ParsedArguments) -> PrintedCommand {
        PrintedCommand(Fuzz.self, from: parsed, setting: [(seed, "\(suite.seed)"), (firstCase, "\(caseIndex)"), (cases, "1")])
    }

    /// The command that replays the run from its first case up to and
    /// including `caseIndex`: what reproduces a failure that needs the cases
    /// before it. A run that kept going replays with --keep-going: without it
    /// the replay would stop at the first failure before `caseIndex`, of
    /// another class, and never reach this one.
    static func wholeRun(_ suite: PropertySuite, upTo caseIndex: Int, _ parsed: ParsedArguments) -> PrintedCommand {
        var setting: [(option: any CommandOption, value: String)] = [
            (seed, "\(suite.seed)"), (firstCase, "\(suite.firstCase)"), (cases, "\(caseIndex - suite.firstCase + 1)"),
        ]
        if suite.shard != .whole { setting.append((shard, "\(suite.shard)")) }
        if parsed.isGiven(keepGoing) { setting.append((keepGoing, "")) }
        return PrintedCommand(Fuzz.self, from: parsed, setting: setting)
    }

    /// The command that checks the saved vector file or folder at `path`
    /// against the implementation the run drove (a fault of the catalog, as
    /// `serve --fault` serves it); the file carries the run's profile.
    static func check(_ path: String, _ parsed: ParsedArguments) throws -> PrintedCommand {
        var setting: [(option: any CommandOption, value: String)] = [(Verify.vectors, path)]
        if let name = try parsed.value(fault) {
            setting.append((Verify.impl, "\(CLI.toolName) \(Serve.name) \(fault.spec.flag) \(Verify.shellQuoted(name))"))
        }
        return PrintedCommand(Verify.self, from: parsed, setting: setting, conveyed: [ProfileOption.option])
    }

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "fuzz", options: options)
        try parsed.expectNoPositionals()
        let faultName = try parsed.value(fault)
        let implCommand = try parsed.value(impl)
        var suite = PropertySuite()
        suite.cases = try parsed.value(cases)
        suite.firstCase = try parsed.value(firstCase)
        // Every case of the run can be replayed by its number: the last is one --first-case takes.
        if suite.firstCase + suite.cases - 1 > largestCase {
            throw UsageError("fuzz: \(firstCase.spec.flag) \(suite.firstCase) \(cases.spec.flag) \(suite.cases) would run cases up to "
                             + "\(suite.firstCase + suite.cases - 1), past the largest case number, \(largestCase); "
                             + "give at most \(cases.spec.flag) \(largestCase - suite.firstCase + 1)")
        }
        if let text = try parsed.value(seed) {
            do { suite.seed = try Seed(validating: text) } catch { throw UsageError("fuzz: \(seed.spec.flag): \(error)") }
        }
        suite.shard = try parsed.value(shard)
        let seconds = try parsed.value(shrinkSeconds)
        suite.budget = ShrinkBudget(maxEvaluations: 100_000, maxDuration: .milliseconds(Int64(seconds * 1000)))
        if parsed.isGiven(properties) {
            var chosen: [SwipeProperty] = []
            for name in try parsed.value(properties) {
                guard let p = SwipeProperty(rawValue: name) else {
                    throw UsageError("fuzz: unknown property \"\(name)\"; properties: \(SwipeProperty.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                chosen.append(p)
            }
            guard !chosen.isEmpty else { throw UsageError("fuzz: \(properties.spec.flag) needs at least one property") }
            suite.properties = chosen
        }
        let limits = try ImplementationOptions(parsed)
        if implCommand != nil && faultName != nil { throw UsageError("fuzz: give \(impl.spec.flag) or \(fault.spec.flag), not both") }
        // Each mode writes one kind of output: an option of the other is refused, not ignored.
        let keepingGoing = try parsed.value(keepGoing)
        if keepingGoing && parsed.isGiven(Self.out) {
            throw UsageError("fuzz: \(Self.out.spec.flag) does not apply with \(keepGoing.spec.flag), which writes each shrunk case "
                             + "to a folder; give \(outDir.spec.flag) DIR instead")
        }
        if !keepingGoing && parsed.isGiven(outDir) {
            throw UsageError("fuzz: \(outDir.spec.flag) applies only with \(keepGoing.spec.flag); add \(keepGoing.spec.flag), "
                             + "or give \(Self.out.spec.flag) FILE for the one shrunk case")
        }
        // Checked before the run, so a shrunk counterexample is never lost to a bad path.
        // The default name never replaces an earlier counterexample: the first free one is taken.
        var plan = OutputPlan(command: "fuzz", force: try parsed.value(Option.force))
        let folder = try parsed.value(outDir) ?? "fuzz-failures"
        let outFile = parsed.isGiven(Self.out) ? try parsed.value(Self.out) : OutputFile.unused(like: try parsed.value(Self.out))
        let outPath = outFile.path
        if keepingGoing { plan.write(FailureFolder.output(folder)) } else { plan.write(outFile) }
        let outputs = try plan.start(err)
        defer { outputs.endUnlessWritten() }

        let progress = Progress(stream: err, label: "fuzz")
        suite.progress = { done, total in progress.update(done, total) }
        suite.shrinkProgress = { evaluations, events in progress.shrinking(evaluations: evaluations, events: events) }
        // SIGINT, SIGTERM or SIGHUP stops the run between cases; the case under way is no verdict.
        suite.shouldStop = { TerminationSignals.receivedSignal != nil }
        var name: String
        let executor: CaseExecutor
        var box: DriverBox<SubprocessDriver>?
        // The built-in reference under the default profile is checked as an in-process type.
        var isInProcessReference = false
        let start = ContinuousClock.now
        if let command = implCommand {
            let started: DriverBox<SubprocessDriver>
            do {
                started = DriverBox(try limits.start(command))
            } catch {
                err.write("fuzz: \(error)\n")
                outputs.end(.protocolBroken, reason: "\(error)")
                return .protocolBroken
            }
            box = started
            executor = started.executor
            name = "\(inert(started.driver.info.name)) \(inert(started.driver.info.version))"
            let info = started.driver.info
            // Generate within the announcement and the profile (the hello's, or
            // --profile): what still needs more (a rejection, for an implementation
            // without `rejections`; a transformed case with an undeclared feature or a
            // touch off the row) is never sent, and is reported as skipped.
            let profile = try ProfileOption.resolve(parsed, declared: info.profile, command: "fuzz")
            suite = suite.restricted(to: info, profile: profile)
            if !profile.isDefault { name += " under profile \(profile.name)" }
        } else if let faultName {
            guard let fault = FaultCatalog.named(faultName) else {
                throw Faults.unknown(faultName, command: "fuzz")
            }
            name = "fault \(fault.name) (\(fault.requirement))"
            suite.listChanges = fault.features.contains(.listChanges)
            executor = fault.executor
        } else {
            name = "SwipeReference \(SwipeConformanceVersion.string)"
            let profile = try ProfileOption.resolve(parsed, declared: nil, command: "fuzz")
            let design = profile.design
            executor = { input in
                do { return .output(try input.referenceOutput(design: design)) } catch { return .threw(error) }
            }
            if !profile.isDefault {
                name += " under profile \(profile.name)"
                suite = suite.restricted(to: ReferenceDriver(profile: profile).info, profile: profile)
            }
            isInProcessReference = profile.isDefault
        }
        if keepingGoing {
            let result = suite.checkKeepingGoing(executor)
            box?.finish()
            progress.finish()
            outputs.markWritten()  // the folder is replaced as a set, or left alone by a run with no verdict
            return try FailureFolder.write(result, name: name, folder: folder, force: outputs.plan.force, reproduction: { failure in
                reproduction(of: failure, suite: suite, implCommand: implCommand, limits: limits)
            }, replay: { caseIndex in
                wholeRun(suite, upTo: caseIndex, parsed).description
            }, check: try check(folder, parsed).description, out)
        }
        var report = isInProcessReference ? suite.check(SwipeList.self) : suite.check(executor)
        box?.finish()
        progress.finish()
        if let stoppedAt = report.stoppedAt {
            out.write(interruptedWithoutFailure(name, casesChecked: report.casesRun - report.skipped, at: stoppedAt) + "\n")
            return .protocolBroken
        }
        let elapsed = ContinuousClock.now - start
        guard let failure = report.failure else {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            out.write("fuzz: \(name): every property held for \(Describe.count(report.casesRun - report.skipped, "case")) (seed \(suite.seed), cases \(suite.firstCase)…\(suite.firstCase + suite.cases - 1)"
                      + (suite.shard == .whole ? "" : ", shard \(suite.shard)") + ") in \(Describe.fixed(seconds, 1)) s\n")
            if report.skipped > 0 {
                out.write("fuzz: \(Describe.count(report.skipped, "more generated case")) not run (skipped): they need a style, feature or touch the implementation did not declare\n")
            }
            outputs.writeNone()  // no counterexample: an earlier run's at --out goes
            return .success
        }
        report.replayCommand = replay(failure.caseIndex, suite, parsed).description
        out.write("fuzz: \(name): \(report.description)")
        let planned = (suite.firstCase..<(suite.firstCase + suite.cases)).filter { suite.shard.contains($0) }.count
        let left = planned - report.casesRun
        out.write("fuzz: case \(failure.caseIndex) failed (\(failure.verdict.kind)); "
                  + (left == 0 ? "it was the run's last case: nothing is left to resume"
                     : "\(left) of the \(Describe.count(planned, "planned case")) " + (left == 1 ? "was" : "were")
                        + " not run (resume after it with \(firstCase.spec.flag) \(failure.caseIndex + 1))") + "\n")
        if failure.shrinkInterrupted { out.write(interruptedWhileShrinking + "\n") }
        let (reproduces, why) = reproduction(of: failure, suite: suite, implCommand: implCommand, limits: limits)
        guard reproduces else {
            // The replay printed above runs the failing case alone, which is
            // what did not reproduce; the whole run is replayed from its first case.
            let wholeRun = wholeRun(suite, upTo: failure.caseIndex, parsed)
            outputs.writeNone()
            out.write("fuzz: the case was not saved: \(inert(why)); the implementation fails only after earlier cases, "
                      + "so replay the whole run up to it: \(inert(wholeRun.description))\n")
            if case .broken(.protocolBroken, _) = failure.verdict { return .protocolBroken }
            return .failures
        }
        do {
            if let file = try report.vectorFile(name: outFile.name) {
                try outputs.write([(outFile, file.text())])
                out.write("fuzz: wrote the shrunk case to \(outPath) (check it with `\(inert(try check(outPath, parsed).description))`)\n")
            }
        } catch let error as ConfigurationError {
            // A vector states what the reference observes, and the reference refuses these rows: there is nothing to state.
            outputs.writeNone()
            err.write("fuzz: the shrunk case was not written to \(outPath): the reference refuses its rows (\(error)); replay it with the command above\n")
        }
        if case .broken(.protocolBroken, _) = failure.verdict { return .protocolBroken }
        return .failures
    }
}

/// Lets a property executor drive a `CaseDriver` one case at a time.
final class DriverBox<D: CaseDriver> {
    var driver: D
    init(_ driver: D) { self.driver = driver }

    var executor: CaseExecutor {
        { input in self.driver.run([(id: "fuzz", input: input)]).first ?? .broken("no result") }
    }

    func finish() { driver.finish() }
}
