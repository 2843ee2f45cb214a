import ChildProcesses
import Foundation
import StrictJSON
import SwipeConformance
import SwipeVectorCatalog

enum Infer {
    static let help = """
    swipe-conformance infer — the profile that explains an implementation best

    \(OptionHelp.usage("infer", options))

    Starts COMMAND once (PROTOCOL.md) and finds the design it was built to (SPEC.md
    sections 9 and 10). How it searches: each built-in profile's vector set, within
    the styles and features the implementation announces, is run once; the profile
    explaining the largest share of its cases is the base. Then each design choice in
    turn takes the value under which the reference explains the most of the base's
    outputs (only the expectations are recomputed; the implementation is not run
    again), keeping the current value on a tie, and the passes repeat until no choice
    changes (greedy per choice: a difference that only two choices together explain
    is not found). Finally the inferred profile's own vector set is run, and the
    cases it does not explain are listed: no design of SPEC.md section 9 explains
    them, so they are the likely bugs.

    Prints each choice with its evidence (the cases each value explains, and the
    cases that decided it) and writes the inferred profile as a JSON file that
    `verify --profile FILE` accepts (--out, default inferred-profile.json).

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `infer` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "a profile explains every case of its set",
        .failures: "some cases are explained by no profile (listed)",
        .usage: "bad usage (options, output path, an existing --out file swipe-conformance did not write without --force)",
        .protocolBroken: "the implementation broke the protocol before its hello",
    ]

    static let impl = Option.impl(help: "the implementation to infer a profile for (PROTOCOL.md)")
    static let out = Option.out(default: "inferred-profile.json", format: .profile, help: "where to write the inferred profile (JSON)")
    static let timeout = Option.timeout()
    static let startupTimeout = Option.startupTimeout
    static let show = Option.integer("show", default: 20, in: 0...100_000, help: "how many unexplained cases to list")

    /// The options of `infer`, in the order of its help.
    static let options: [any CommandOption] = [impl, out, timeout, startupTimeout, show, Option.force]

    static func run(_ args: [String], _ stdout: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "infer", options: options)
        try parsed.expectNoPositionals()
        guard let command = try parsed.value(impl) else {
            throw UsageError("infer: give the implementation with \(impl.spec.flag) \"COMMAND\"")
        }
        let outFile = try parsed.value(out)
        var plan = OutputPlan(command: "infer", force: try parsed.value(Option.force))
        plan.write(outFile)
        let outputs = try plan.start(err)
        defer { outputs.endUnlessWritten() }
        var driver: SubprocessDriver
        do {
            driver = try SubprocessDriver(command: command, timeout: try parsed.value(timeout),
                                          startupTimeout: try parsed.value(startupTimeout), batchSize: 64)
        } catch {
            err.write("infer: \(error)\n")
            outputs.end(.protocolBroken, reason: "\(error)")
            return .protocolBroken
        }
        defer { driver.finish() }
        var inference = ProfileInference()
        inference.log = { line in err.write(line + "\n") }
        inference.shouldStop = { TerminationSignals.receivedSignal != nil }
        let candidates = try BuiltInProfiles.names.map { (name) throws(ProfileError) in try Profile.named(name) }
        let outcome = try inference.infer(&driver, candidates: candidates) { profile in
            try ProfileVectors.derive(for: profile, citing: false, completeness: false).files.flatMap(\.cases)
        }
        // A stop signal cut the run short: what it inferred is from the cases run
        // before it, so no profile is written (the tool ends with the signal).
        if let signal = TerminationSignals.receivedSignal {
            err.write("infer: interrupted by \(TerminationSignals.name(of: signal)); no profile inferred or written\n")
            return .failures
        }
        for base in outcome.bases {
            stdout.write("base \(base.name): \(base.explained) of \(base.run) cases explained\n")
        }
        stdout.write("inferred profile \(outcome.profile.name) (base \(outcome.base)):\n")
        for e in outcome.evidence {
            stdout.write("  \(ProfileInference.describe(e))\n")
        }
        let limit = try parsed.value(show)
        stdout.write("unexplained cases: \(outcome.unexplained.count) of \(outcome.run) (no design of SPEC.md section 9 explains them)\n")
        for entry in outcome.unexplained.prefix(limit) {
            stdout.write("  \(entry.id): \(entry.reason)\n")
        }
        if outcome.unexplained.count > limit { stdout.write("  … \(outcome.unexplained.count - limit) more (--show N)\n") }
        try outputs.write([(outFile, JSONWriter.write(outcome.profile.json, style: .pretty) + "\n")])
        stdout.write("infer: wrote the profile to \(outFile.path); check with `\(CLI.toolName) verify --impl ... --profile \(Verify.shellQuoted(outFile.path))`\n")
        return outcome.unexplained.isEmpty ? .success : .failures
    }
}
