import ChildProcesses
import Foundation
import QuotedText
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
    is not found). Finally the inferred profile's own vector set is run exactly as
    `verify --impl COMMAND --profile FILE` runs it on the profile written (the same
    cases, counted the same way), and the cases it does not explain are listed: no
    design of SPEC.md section 9 explains them, so they are the likely bugs. Cases
    that break the protocol are listed apart: a break is no design question.

    As verify does, the run stops when the implementation breaks on 10 cases in a
    row (a crash, a hang, garbage on every case): it is broken as a whole, so no
    profile is inferred or written, and the exit code is verify's (3).

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
        .protocolBroken: "the implementation broke the protocol: no hello, a case of the inferred profile's set broke "
            + "(as verify --profile FILE exits), or 10 cases in a row broke (no profile is written)",
    ]

    static let impl = ImplementationOptions.impl(help: "the implementation to infer a profile for (PROTOCOL.md)").required()
    static let out = Option.out(default: "inferred-profile.json", format: .profile, help: "where to write the inferred profile (JSON)")
    static let show = Option.integer("show", default: 20, in: 0...100_000, role: .conduct, help: "how many unexplained cases to list")

    /// The options of `infer`, in the order of its help.
    static let options: [any CommandOption] = ImplementationOptions.options(impl) + [out, show, Option.force]

    static func run(_ args: [String], _ stdout: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "infer", options: options)
        try parsed.expectNoPositionals()
        let command = try parsed.value(impl)
        let limits = try ImplementationOptions(parsed)
        let outFile = try parsed.value(out)
        var plan = OutputPlan(command: "infer", force: try parsed.value(Option.force))
        plan.write(outFile)
        let outputs = try plan.start(err)
        defer { outputs.endUnlessWritten() }
        var driver: SubprocessDriver
        do {
            driver = try limits.start(command)
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
        let outcome = try inference.infer(&driver, candidates: candidates, vectors: { profile in
            try ProfileVectors.derive(for: profile, citing: false, completeness: false).files.flatMap(\.cases)
        }, checkedWith: { profile in
            // The set `verify --profile FILE` runs: the profile as written, read back.
            try ProfileVectors.derive(for: try Profile(json: profile.json, origin: outFile.path)).files
        })
        // A stop signal cut the run short: what it inferred is from the cases run
        // before it, so no profile is written (the tool ends with the signal).
        if let signal = TerminationSignals.receivedSignal {
            err.write("infer: interrupted by \(TerminationSignals.name(of: signal)); no profile inferred or written\n")
            return .failures
        }
        let name = "\(inert(driver.info.name)) \(inert(driver.info.version))"
        // Broken as a whole, as verify stops on it: no design explains a crash, so no profile.
        if let stop = outcome.brokenStop {
            stdout.write("infer: \(name): \(stop.reason) (the last, \(inert(stop.lastCase)): \(inert(stop.lastBreak))); "
                         + "it is broken, not built to another design: no profile inferred or written\n")
            outputs.end(.protocolBroken, reason: stop.reason)
            return .protocolBroken
        }
        guard let check = outcome.check else {
            throw UsageError("infer: \(name): no candidate profile could be run; no profile inferred or written")
        }
        for base in outcome.bases {
            stdout.write("base \(base.name): \(base.explained) of \(Describe.count(base.run, "case")) explained\n")
        }
        stdout.write("inferred profile \(outcome.profile.name) (base \(outcome.base)):\n")
        for e in outcome.evidence {
            stdout.write("  \(ProfileInference.describe(e))\n")
        }
        // The check is the run of the command printed: its counts are verify's own.
        let verifyCommand = PrintedCommand(Verify.self, from: parsed, setting: [(ProfileOption.option, outFile.path)])
        stdout.write("the inferred profile's own set, run as `\(verifyCommand)` runs it: "
                     + "\(Describe.count(check.results.count, "case")): \(check.verdictCounts)\n")
        let limit = try parsed.value(show)
        let lists = [(outcome.unexplained, "unexplained cases", "no design of SPEC.md section 9 explains them: the likely bugs"),
                     (outcome.broken, "broken cases", "the implementation broke the protocol on them (PROTOCOL.md 4), which no design explains")]
        for (entries, label, why) in lists where label == lists[0].1 || !entries.isEmpty {
            stdout.write("\(label): \(entries.count) (\(why))\n")
            for entry in entries.prefix(limit) {
                stdout.write("  \(inert(entry.id)): \(inert(entry.reason))\n")
            }
            if entries.count > limit { stdout.write("  … \(entries.count - limit) more (\(show.spec.flag) N)\n") }
        }
        try outputs.write([(outFile, JSONWriter.write(outcome.profile.json, style: .pretty) + "\n")])
        stdout.write("infer: wrote the profile to \(outFile.path); check it with `\(verifyCommand)`\n")
        return check.code
    }
}
