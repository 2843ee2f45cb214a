import SwipeConformance
import SwipeVectorCatalog
import Foundation
import QuotedText
import SwipeReference

enum Verify {
    static let help = """
    swipe-conformance verify — run the vectors against an implementation

    \(OptionHelp.usage("verify", options))

    Without --impl, checks the built-in reference (SwipeReference) against the vectors.
    With --impl, starts COMMAND once (via /bin/sh -c) and speaks PROTOCOL.md with it.

    Under a profile other than default (\(ProfileOption.option.spec.flag), or the profile field of the
    implementation's hello), the vectors are that profile's (SPEC.md section 10):
    derived from the curated and generated cases with the profile applied, and the
    design choices' boundary cases at its thresholds, expected as the reference
    under the profile's design says. Cases the profile cannot receive are counted.

    A failure names the case id, its requirement ids, the first event whose
    observation differs, and both observations. Cases needing a style or feature the
    implementation did not announce are skipped (reported, not passed).

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `verify` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "every case passed (expected failures failed as listed)",
        .failures: "a case failed, an expected failure passed, the expected-failures file lists an id that does not exist, or (with --fail-on-skip) a case was skipped",
        .usage: "bad usage or bad input (options, output paths, vector or expected-failures file)",
        .protocolBroken: "the implementation broke the protocol (no handshake, crash, hang, garbage)",
    ]

    static let vectors = Option.vectors(help: "vector directory or one vector file")
    static let impl = ImplementationOptions.impl()
    static let expectedFailures = Option.text("expected-failures", "FILE", role: .verdict, help: """
        case ids expected to fail, one per line; strict: a listed
        case that passes, or an id that does not exist, fails the run
        """)
    static let fixExpectedFailures = Option.flag("fix-expected-failures", role: .output, help: """
        rewrite FILE to list exactly the cases that fail now (comments
        are kept; with --shard, ids of other shards' cases are kept)
        """)
    static let json = Option.json(format: .verifyReport, help: "write the machine-readable report (PROTOCOL.md 5)")
    static let junit = Option.output("junit", format: .junit, help: "write JUnit XML, one testcase per vector")
    static let shard = Option.shard(help: "run only shard I of N; shards 1…N cover every case once")
    static let batch = Option.integer("batch", default: 64, in: 1...100_000, role: .verdict, help: "cases per protocol request")
    static let failOnSkip = Option.flag("fail-on-skip", role: .verdict, help: """
        exit 1 when a case is skipped (a style or feature not
        announced); every report then counts it as failed
        """)
    static let cases = Option.caseIDs(help: "run only these cases (`*` and `?` wildcards), e.g. 'thr-2-*'")
    static let requirements = Option.list("requirement", "ID[,…]", role: .selection, help: "run only the cases of these requirements, e.g. THR-2")
    static let maxFailures = Option.integer("max-failures", in: 1...10_000_000, role: .conduct, help: """
        stop after N failed or broken cases, checked after each batch (the run
        also stops after 10 broken cases in a row, counted case by case: the
        implementation is broken as a whole)
        """)

    /// The options of `verify`, in the order of its help.
    static let options: [any CommandOption] = [vectors] + ImplementationOptions.options(impl) + [
        ProfileOption.option, expectedFailures, fixExpectedFailures, json, junit,
        shard, batch, failOnSkip, cases, requirements, maxFailures, Option.force,
    ]

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "verify", options: options)
        try parsed.expectNoPositionals()
        let limits = try ImplementationOptions(parsed)
        var runner = VectorRunner()
        runner.batchSize = try parsed.value(batch)
        runner.maxFailures = try parsed.value(maxFailures)
        runner.selection = CaseSelection(casePatterns: try parsed.value(cases), requirements: try parsed.value(requirements))
        runner.shard = try parsed.value(shard)
        let fixing = try parsed.value(fixExpectedFailures)
        let expectedFailuresPath = try parsed.value(expectedFailures)
        if fixing && expectedFailuresPath == nil {
            throw UsageError("verify: \(fixExpectedFailures.spec.flag) needs \(expectedFailures.spec.flag) FILE")
        }
        if let path = expectedFailuresPath {
            let read: Result<[UInt8], FileReadError> = Result { () throws(FileReadError) in try InputFile.read(path) }
            if case let .failure(error) = read, !(error.isMissing && fixing) {
                throw UsageError("verify: \(expectedFailures.spec.flag): \(error.description)"
                                 + (error.isMissing ? "; create it (or pass \(fixExpectedFailures.spec.flag) to write it)" : ""))
            }
            if case let .success(bytes) = read {
                let text: String
                do { text = try InputFile.text(of: bytes, path: path) } catch { throw UsageError("verify: \(expectedFailures.spec.flag): \(error.description)") }
                do {
                    runner.expectedFailures = try ExpectedFailures(text: text)
                } catch {
                    throw UsageError("verify: \(expectedFailures.spec.flag) \(path): \(error.description)")
                }
            }
        }
        // Every output path is checked before the run, so a long run is never lost to a bad path.
        let jsonFile = try parsed.value(json)
        let junitFile = try parsed.value(junit)
        let fixFile = fixing ? OutputFile(path: expectedFailuresPath ?? "", option: expectedFailures.spec.flag) : nil
        let vectorsPath = try parsed.value(vectors)
        if vectorsPath != nil, try parsed.value(ProfileOption.option) != nil {
            throw UsageError("verify: \(vectors.spec.flag) files carry their own expectations; give either \(vectors.spec.flag) "
                             + "or \(ProfileOption.option.spec.flag) (generate \(ProfileOption.option.spec.flag) NAME \(vectors.spec.flag) DIR writes a profile's files)")
        }
        var plan = OutputPlan(command: "verify", force: try parsed.value(Option.force))
        plan.read(vectorsPath, as: vectors.spec.flag)
        if let fixFile { plan.rewrite(fixFile) } else { plan.read(expectedFailuresPath, as: expectedFailures.spec.flag) }
        plan.write(jsonFile, withoutVerdict: Reports.json(noVerdict:reason:))
        plan.write(junitFile, withoutVerdict: Reports.junit(noVerdict:reason:))
        let outputs = try plan.start(err)
        defer { outputs.endUnlessWritten() }
        let implCommand = try parsed.value(impl)
        var subprocess: SubprocessDriver?
        if let command = implCommand {
            do {
                subprocess = try limits.start(command, batchSize: runner.batchSize)
            } catch {
                err.write("verify: \(error)\n")
                outputs.end(.protocolBroken, reason: "\(error)")
                return .protocolBroken
            }
        }
        let profile = vectorsPath == nil
            ? try ProfileOption.resolve(parsed, declared: subprocess?.info.profile, command: "verify") : nil
        let files: [VectorFile]
        var leftOut = 0
        var untestedByProfile: [RequirementID] = []
        if let profile, !profile.isDefault {
            let derived = try ProfileVectors.derive(for: profile)
            files = derived.files
            leftOut = derived.leftOut.count
            untestedByProfile = derived.untested
            err.write("verify: profile \(profile.name): \(Describe.count(files.reduce(0) { $0 + $1.cases.count }, "vector")); "
                      + "\(Describe.count(derived.leftOut.count, "case")) left out (the profile cannot receive them): \(derived.leftOutSummary)\n")
            if !derived.untested.isEmpty {
                err.write("verify: profile \(profile.name): its set leaves \(Describe.count(derived.untested.count, "requirement")) untested: "
                          + "\(derived.untested.joined(separator: ", "))\n")
            }
        } else {
            files = try VectorStore.load(orBundled: vectorsPath)
        }
        // No cases is bad input: a wrong path in CI must not turn green.
        try CLI.requireCases(files, from: vectorsPath, command: "verify")
        let unmatched = runner.selection.unmatchedEntries(in: files.flatMap(\.cases))
        if !unmatched.isEmpty {
            // An id typed with a slip (no glob): the ids, or requirement ids, it was probably meant to be.
            let candidates = files.flatMap(\.cases).map { inert($0.id) } + RequirementID.allCases.map(\.rawValue)
            let near = unmatched.count == 1 && !unmatched[0].contains(where: { "*?[".contains($0) })
                ? SimilarNames.phrase(for: unmatched[0], among: candidates) : ""
            throw UsageError("verify: \(unmatched.map { inert($0) }.joined(separator: ", ")) \(unmatched.count == 1 ? "matches" : "match") no case"
                             + near + " (\(cases.spec.flag) takes ids and globs, \(requirements.spec.flag) ids, groups such as THR, and globs); "
                             + "list the ids with `\(CLI.toolName) coverage`")
        }
        if !runner.selection.isEverything, !files.contains(where: { $0.cases.contains(where: runner.selection.contains) }) {
            throw UsageError("verify: no case matches \(cases.spec.flag) \(parsed.raw(cases) ?? "*") \(requirements.spec.flag) \(parsed.raw(requirements) ?? "*"); "
                             + "list the ids with `\(CLI.toolName) coverage`")
        }
        // The profile the run is judged against: the one asked for, or the one the vector files carry.
        let judged = profile ?? files.first?.profile
        if let judged {
            runner.observing = judged.observing
            if let note = judged.observing.note { err.write("verify: profile \(judged.name): \(note)\n") }
        }
        let started = Date()
        let progress = Progress(stream: err, label: "verify")
        runner.progress = progress.update
        var report: VerifyReport
        if var driver = subprocess {
            report = runner.run(files, driver: &driver)
        } else if let judged, !judged.isDefault {
            var driver = ReferenceDriver(profile: judged)
            report = runner.run(files, driver: &driver)
        } else {
            var driver = InProcessDriver<SwipeList>()
            report = runner.run(files, driver: &driver)
        }
        progress.finish()
        report.metadata = RunMetadata(toolVersion: SwipeConformanceVersion.string, vectorDigest: RunMetadata.digest(of: files),
                                      date: RunMetadata.timestamp(started), durationSeconds: (Date().timeIntervalSince(started) * 1000).rounded() / 1000,
                                      commandLine: ["swipe-conformance", "verify"] + args)
        if let judged, !judged.isDefault {
            report.metadata?.profile = RunMetadata.ProfileNote(judged, leftOut: leftOut, untested: untestedByProfile)
        }
        report.failOnSkip = try parsed.value(failOnSkip)
        // With --fix-expected-failures the run is judged against the list it writes,
        // so the exit code, the summary and the reports agree with the file.
        let before = report.expectedFailures.ids
        if fixFile != nil { report = report.applyingFixedExpectedFailures() }
        printReport(report, to: out, parsed: parsed)
        // The outputs are written before the last line, so the exit code it
        // prints is the one the tool ends with, a failed write included; all
        // or none, so no report that says another exit code is left behind.
        var reports: [(file: OutputFile, text: String)] = []
        if let jsonFile { reports.append((jsonFile, Reports.json(report))) }
        if let junitFile { reports.append((junitFile, Reports.junit(report))) }
        if let fixFile { reports.append((fixFile, report.expectedFailures.text)) }
        do { try outputs.write(reports) } catch {
            err.write("swipe-conformance verify: \(error)\n")
            let note = error.path == fixFile?.path ? "the expected-failures file could not be written" : "a report could not be written"
            printSummary(report, to: out, code: ExitCode.usage.rawValue, note: note)
            return .usage
        }
        if let fixFile {
            let after = report.expectedFailures.ids
            let added = after.filter { !before.contains($0) }, removed = before.filter { !after.contains($0) }
            out.write("verify: wrote \(after.count) expected failures to \(fixFile.path): \(added.count) added"
                      + (added.isEmpty ? "" : " (\(added.prefix(5).map { inert($0) }.joined(separator: ", "))\(added.count > 5 ? ", …" : ""))")
                      + ", \(removed.count) removed" + (removed.isEmpty ? "" : " (\(removed.prefix(5).map { inert($0) }.joined(separator: ", "))\(removed.count > 5 ? ", …" : ""))")
                      + "; ids of broken, skipped and not-run cases are kept\n")
        }
        printSummary(report, to: out)
        return report.code
    }

    /// A case id as a `--case` pattern that matches only itself: `*`, `?`, `[`
    /// and `\\` escaped with a backslash (fnmatch), so a re-run selects that case alone.
    static func globEscaped(_ id: String) -> String {
        var out = ""
        for character in id {
            if "*?[\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// `text` quoted for a POSIX shell when it needs to be.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./=:,+".unicodeScalars.contains($0) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The re-run of the failed or broken case `id`: this run's command line
    /// with `--case ID` alone (``PrintedCommand``).
    static func rerun(_ id: String, _ parsed: ParsedArguments) -> PrintedCommand {
        PrintedCommand(Verify.self, from: parsed, setting: [(cases, globEscaped(id))])
    }

    /// The explain of the failed case `id`, on this run's implementation,
    /// vectors and profile (``PrintedCommand``): it marks where they differ.
    static func explain(_ id: String, _ parsed: ParsedArguments) -> PrintedCommand {
        PrintedCommand(Explain.self, positionals: [id], from: parsed)
    }

    /// Prints a line per failed, broken or unexpectedly passing case (with the
    /// commands that re-run and explain it, made from `parsed`), then the
    /// tallies and the verdict.
    static func printReport(_ report: VerifyReport, to out: any TextStream, parsed: ParsedArguments) {
        for result in report.results {
            switch result.status {
            case .failed:
                out.write("FAIL \(inert(result.id)) [\(inert(result.requirements.joined(separator: ", ")))] \(inert(result.file)): \(inert(result.message ?? ""))\n")
                if let expected = result.expected, let actual = result.actual {
                    out.write("     expected: \(Describe.observation(expected))\n     actual:   \(Describe.observation(actual))\n")
                }
                out.write("     re-run:   \(inert(rerun(result.id, parsed).description))\n     explain:  \(inert(explain(result.id, parsed).description))\n")
            case .broken:
                out.write("BROKEN \(inert(result.id)) \(inert(result.file)): \(inert(result.message ?? ""))\n")
                out.write("     re-run:   \(inert(rerun(result.id, parsed).description))\n")
            case .unexpectedPass:
                out.write("UNEXPECTED PASS \(inert(result.id)): \(inert(result.message ?? ""))\n")
            case .passed, .skipped, .expectedFailure:
                break  // counted in the summary, nothing to act on
            }
        }
        for id in report.staleExpectedFailures {
            out.write("STALE expected failure \(inert(id)): no vector has this id; remove it (or run with \(fixExpectedFailures.spec.flag))\n")
        }
        let tally = report.failuresByRequirement
        if !tally.isEmpty {
            out.write("FAILURES BY REQUIREMENT: " + tally.prefix(12).map { "\($0.id) \($0.count)" }.joined(separator: ", ")
                      + (tally.count > 12 ? ", … (\(Describe.count(tally.count, "requirement")))" : "") + "\n")
        }
        if let reason = report.stopReason {
            out.write("STOPPED: \(reason); \(Describe.count(report.notRun.count, "case")) not run\n")
        }
        let untested = report.requirementsUntestedBySkips
        if !untested.isEmpty {
            out.write("SKIPPED cases leave \(Describe.count(untested.count, "requirement")) untested: \(untested.joined(separator: ", "))\n")
        }
        let info = report.implementation
        // Both last lines come from the report's one verdict (its counts and
        // exit code): the first says what the counts are made of, the last
        // repeats them with the exit code, so they cannot disagree.
        let details = report.verdictDetails
        out.write("verify: \(inert(info.name)) \(inert(info.version)): \(Describe.count(report.results.count, "case")): \(report.verdictCounts)"
                  + (details.isEmpty ? "" : " (\(details.joined(separator: "; ")))") + "\n")
    }

    /// The last line of the text report: the verdict and the exit code the
    /// tool ends with (`code`, which may be worse than the report's own when
    /// a report could not be written after the run).
    static func printSummary(_ report: VerifyReport, to out: any TextStream, code: Int32? = nil, note: String? = nil) {
        var line = report.summaryLine
        if let code, code != report.exitCode {
            line = report.verdictCounts + (report.stopReason.map { "; \($0)" } ?? "") + "; \(note ?? "a report failed")"
                + "; exit code \(code)"
        }
        out.write(line + "\n")
    }
}
