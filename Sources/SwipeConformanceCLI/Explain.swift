import SwipeConformance
import SwipeVectorCatalog
import Foundation
import QuotedText
import SwipeReference

enum Explain {
    static let help = """
    swipe-conformance explain — the reference's behaviour on one case, as a timeline

    \(OptionHelp.usage("explain", options, positionals: "CASE-ID|FILE"))

    Prints the case's rows with their geometry (actions, extent, every threshold of
    SPEC.md THR with its value), then one line per event: the event, the observation
    after it (offset, phase, revealed edge, selection, settle end, performed actions,
    tapped row, rejection), and the thresholds the offset crossed.

    CASE-ID is looked up in the vector directory; FILE is a vector file (for example one
    written by `fuzz`); a file with several cases needs --case.

    \(OptionHelp.section(options))

    With --impl, the case also runs on the implementation: the text marks the first
    event whose observation differs (≠, with the implementation's observation), and
    the drawing overlays the implementation's offsets and phases on the reference's.

    Under a profile (\(ProfileOption.option.spec.flag), the implementation's hello, or the profile a
    vector FILE carries), CASE-ID is looked up in that profile's vectors, the reference
    follows its design, and the implementation is compared as verify compares it (the
    fields it observes, a settle shown).

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `explain` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "the timeline was printed (and the SVG written); with --impl, the implementation agrees, or skips the case (it needs a style or feature the hello does not announce)",
        .failures: "with --impl: the implementation's observations differ from the reference's (or it rejected the case)",
        .usage: "bad usage, an unknown case id, or an unwritable --svg path",
        .protocolBroken: "with --impl: the implementation broke the protocol (no handshake, crash, hang, garbage)",
    ]

    static let vectors = Option.vectors("DIR", help: "where to look up CASE-ID")
    static let caseID = Option.caseID(help: "the case of FILE to explain")
    static let svgOutput = Option.output("svg", format: .drawing, help: """
        also draw the case: every row's offset over time with thresholds, events, phases,
        selection, taps and rejections; with --impl, the implementation's offsets over the reference's
        """)
    static let impl = ImplementationOptions.impl(help: "also run the case on this implementation and show where it differs")

    /// The options of `explain`, in the order of its help.
    static let options: [any CommandOption] = [vectors, caseID, ProfileOption.option, svgOutput] + ImplementationOptions.options(impl) + [Option.force]

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "explain", options: options)
        guard parsed.positionals.count == 1 else {
            throw UsageError("explain: give one CASE-ID or vector FILE (got \(parsed.positionals.count)); see `\(CLI.toolName) explain --help`")
        }
        let target = parsed.positionals[0]
        let svgFile = try parsed.value(svgOutput)
        var plan = OutputPlan(command: "explain", force: try parsed.value(Option.force))
        plan.read(target, as: "FILE")
        plan.read(try parsed.value(vectors), as: vectors.spec.flag)
        plan.write(svgFile)
        let outputs = try plan.start(err)
        defer { outputs.endUnlessWritten() }
        let chosenCase = try parsed.value(caseID)
        let requested = try parsed.value(ProfileOption.option)
        // The implementation starts first: the profile its hello declares decides
        // which vectors CASE-ID is looked up in and how its output is compared.
        var driver: SubprocessDriver?
        let limits = try ImplementationOptions(parsed)
        if let command = try parsed.value(impl) {
            do { driver = try limits.start(command) } catch {
                err.write("explain: \(error)\n")
                outputs.end(.protocolBroken, reason: "\(error)")
                return .protocolBroken
            }
        }
        defer { driver?.finish() }
        let vector: VectorCase
        let profile: Profile
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), !isDirectory.boolValue {
            if requested != nil {
                throw UsageError("explain: a vector FILE carries its own profile; drop \(ProfileOption.option.spec.flag)")
            }
            let files = try VectorStore.load(target)
            let cases = files.flatMap(\.cases)
            if let id = chosenCase {
                guard let c = cases.first(where: { $0.id == id }) else {
                    throw UsageError("explain: \(inert(target)) has no case \(quoteShortened(id)); its cases: \(cases.prefix(10).map { inert($0.id) }.joined(separator: ", "))\(cases.count > 10 ? ", …" : "")")
                }
                vector = c
            } else {
                guard cases.count == 1 else {
                    throw UsageError("explain: \(inert(target)) has \(Describe.count(cases.count, "case")); choose one with \(caseID.spec.flag) ID")
                }
                vector = cases[0]
            }
            profile = files.first?.profile ?? .default
        } else {
            if chosenCase != nil { throw UsageError("explain: \(caseID.spec.flag) goes with a vector FILE, not a case id") }
            let directory = try parsed.value(vectors)
            if directory != nil, requested != nil {
                throw UsageError("explain: \(vectors.spec.flag) DIR holds one profile's vectors; give \(vectors.spec.flag) "
                                 + "or \(ProfileOption.option.spec.flag), not both")
            }
            // A DIR carries the profile its files were written under; without one, the
            // profile asked for (or the hello's) picks the vectors.
            let files: [VectorFile]
            if let directory {
                files = try VectorStore.load(orBundled: directory)
                profile = files.first?.profile ?? .default
            } else {
                profile = try ProfileOption.resolve(parsed, declared: driver?.info.profile, command: "explain")
                files = profile.isDefault ? try VectorStore.load(orBundled: nil) : try ProfileVectors.derive(for: profile).files
            }
            let cases = files.flatMap(\.cases)
            guard let c = cases.first(where: { $0.id == target }) else {
                let under = profile.isDefault ? "" : " under profile \(profile.name)"
                throw UsageError("explain: no vector\(under) has the id \(quoteShortened(target)) and no such file exists"
                                 + SimilarNames.phrase(for: target, among: cases.map { inert($0.id) }))
            }
            vector = c
        }
        let expected: CaseOutput
        do { expected = try vector.input.referenceOutput(design: profile.design) } catch {
            throw UsageError("explain: case \(inert(vector.id)) has an invalid configuration: \(error)")
        }
        if !profile.isDefault {
            out.write("profile \(profile.name)\(profile.observing.note.map { ": \($0)" } ?? "")\n")
        }
        var implementation: (label: String, output: CaseOutput)?
        var difference: Difference?
        var exitCode: ExitCode = .success
        var skipped: String?
        if let running = driver, case let missing = running.info.unannounced(vector.needs), !missing.isEmpty {
            // Never sent, as verify never sends it (PROTOCOL.md section 2): skipped, not failed.
            skipped = "\(inert("\(running.info.name) \(running.info.version)")) skips case \(inert(vector.id)): "
                + CaseRequirements.skipReason(missing) + "\n"
        } else if var running = driver {
            let label = inert("\(running.info.name) \(running.info.version)")
            let run = running.run([(id: vector.id, input: vector.input)]).first ?? .broken("no result")
            driver = running
            switch run {
            case let .output(actual):
                implementation = (label, actual)
                difference = Comparison.firstDifference(expected: expected, actual: actual, observing: profile.observing,
                                                        input: vector.input)
                if difference != nil { exitCode = .failures }
            case let .rejected(message):
                err.write("explain: \(label), case \(inert(vector.id)): \(inert(CaseRun.rejectionMessage(message)))\n")
                exitCode = .failures
            case let .broken(message):
                err.write("explain: \(label) broke the protocol on case \(inert(vector.id)): \(inert(message))\n")
                exitCode = .protocolBroken
            }
        }
        out.write(text(vector, expected, implementation: implementation, difference: difference))
        if let skipped { out.write(skipped) }
        if let svgFile {
            try outputs.write([(svgFile, svg(vector.input, expected, title: vector.id, implementation: implementation, difference: difference))])
            out.write("explain: wrote \(svgFile.path)\n")
        }
        return exitCode
    }

    static func text(_ v: VectorCase, _ expected: CaseOutput,
                     implementation: (label: String, output: CaseOutput)? = nil, difference: Difference? = nil) -> String {
        var s = "\(inert(v.id)): \(inert(v.description))\n"
        s += "requirements: \(inert(v.requirements.joined(separator: ", ")))\(v.tags.isEmpty ? "" : "   tags: \(inert(v.tags.joined(separator: ", ")))")\n"
        for (i, row) in v.input.rows.enumerated() {
            s += "row \(i): \(Describe.rowConfiguration(row))\n"
            for edge in Edge.allCases {
                let g = row.layout(of: edge)
                guard !g.ids.isEmpty else { continue }
                let th = Threshold.all(row, edge).map { "\($0.name) \(Describe.n($0.value))" }.joined(separator: ", ")
                s += "  \(edge.rawValue) (\(g.side.rawValue) side): \(inert(g.ids.joined(separator: " "))); \(th)\n"
            }
        }
        let width = v.input.events.map { Describe.event($0).count }.max() ?? 0
        var previous = SwipeList.atRest(v.input.rows)
        var list = try? SwipeList(rows: v.input.rows)  // the rows as list changes leave them (SPEC MUT)
        for (i, (e, o)) in zip(v.input.events, expected.observations).enumerated() {
            s += "\(String(i).leftPadded(to: 3))  \(Describe.event(e).padding(to: width))  →  \(Describe.observation(o))\n"
            _ = list?.handle(e)
            let rows = list?.configurations ?? v.input.rows
            for (r, row) in o.rows.enumerated() where !e.isListChange && r < previous.rows.count && r < rows.count {
                let before = previous.rows[r]
                let crossed = crossings(rows[r], from: before, to: row)
                if !crossed.isEmpty {
                    let prefix = o.rows.count > 1 ? "row \(r) " : ""
                    s += "     \("".padding(to: width))     \(prefix)crosses \(crossed.joined(separator: ", "))\n"
                }
            }
            if let implementation, let difference, difference.event == i, i < implementation.output.observations.count {
                s += "  ≠  \("".padding(to: width))  →  \(Describe.observation(implementation.output.observations[i]))   (\(implementation.label): first difference, \(difference.path))\n"
            }
            previous = o
        }
        if let implementation {
            s += difference.map { "\(implementation.label) differs: \($0.description)\n" }
                ?? "\(implementation.label) agrees with the reference on every event\n"
        }
        return s
    }

    /// The thresholds between the magnitude before and after, on the edge revealed after
    /// (or before, when the row closed), named with their direction.
    static func crossings(_ config: RowConfiguration, from a: RowObservation, to b: RowObservation) -> [String] {
        guard a.offset != b.offset else { return [] }
        var out: [String] = []
        func scan(_ edge: Edge, _ m0: Double, _ m1: Double) {
            for t in Threshold.all(config, edge) {
                if m0 < t.value && t.value <= m1 { out.append("\(t.name) \(Describe.n(t.value)) outward (\(t.requirement))") }
                if m1 < t.value && t.value <= m0 { out.append("\(t.name) \(Describe.n(t.value)) inward (\(t.requirement))") }
            }
        }
        let ea = a.revealedEdge, eb = b.revealedEdge
        if let ea, let eb, ea == eb {
            scan(eb, abs(a.offset), abs(b.offset))
        } else {
            if let ea { scan(ea, abs(a.offset), 0) }
            if let eb { scan(eb, 0, abs(b.offset)) }
        }
        return out
    }
}
