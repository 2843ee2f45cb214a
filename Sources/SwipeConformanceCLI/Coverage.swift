import SwipeReference
import SwipeConformance
import SwipeFaults
import SwipeVectorCatalog
import QuotedText

enum Coverage {
    static let help = """
    swipe-conformance coverage — which vectors cover which requirements

    \(OptionHelp.usage("coverage", options, positionals: "[REQ-ID|CASE-ID]"))

    Without an option, a table: requirement, vector count. With REQ-ID (e.g. THR-2, any
    case), the vectors that cover that requirement, then the lines of Sources/SwipeReference
    that implement it, the tests that check it (read from the package's sources, in the
    current folder or where the tool was built) and the faults of the catalog that break
    it; with CASE-ID, the requirements that vector covers. --faults, --gaps, --matrix, --transitions, --clauses and --misreadings print
    one report each, one per run.
    With --profile NAME|FILE, the vectors are that profile's (as generate --profile
    derives them) and the table adds the DCH ids of the choice values it takes.

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `coverage` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "the table (or the entry asked for) was printed",
        .failures: "with --faults, a fault of the catalog passes every vector; with --gaps, --matrix, --transitions or --clauses, a gap was found",
        .usage: "bad usage, unreadable vectors, a vector set with no cases, or an id that is neither a requirement nor a vector",
    ]

    static func table(_ coverage: [(id: RequirementID, cases: [String])]) -> String {
        var out = "requirement coverage (vectors per id):\n"
        var line = ""
        for (i, c) in coverage.enumerated() {
            line += "\(c.id.rawValue.padding(to: 7))\(String(c.cases.count).leftPadded(to: 4))   "
            if i % 6 == 5 { out += "  " + line + "\n"; line = "" }
        }
        if !line.isEmpty { out += "  " + line + "\n" }
        let counts = coverage.map(\.cases.count)
        out += "  \(Describe.count(coverage.count, "requirement")); min \(counts.min() ?? 0), median \(Describe.count(counts.sorted()[counts.count / 2], "vector")) each\n"
        return out
    }

    static let vectors = Option.vectors("DIR", help: "the vector directory")
    static let faultsFlag = Option.flag("faults", role: .conduct, help: "per fault of the catalog, how many vectors reject it")
    static let gapsFlag = Option.flag("gaps", role: .conduct, help: "misreadings with no discriminating vector, and requirements with no misreading\nand no reason why none is observable; exit 1 if any")
    static let misreadingsFlag = Option.flag("misreadings", role: .conduct, help: "the misreading table as Markdown (Vectors/MISREADINGS.md)")
    static let transitionsFlag = Option.flag("transitions", role: .conduct, help: """
        every abstract transition of the reference within the search's bound (printed),
        the vectors taking each, and whether they tell its state from its look-alikes;
        the key registry's transitions likewise; exit 1 on a gap. Under a profile
        (--profile, or the profile the vector files carry) the machine is the profile's own
        """)
    static let clausesFlag = Option.flag("clauses", role: .conduct, help: """
        every validation clause of a configuration with its violating and valid
        vectors in the initial list, an insertRow and a reloadRow; exit 1 on a gap. Under a
        profile, the vectors its implementation cannot decide are listed with the reason
        """)
    static let matrixFlag = Option.flag("matrix", role: .conduct, help: """
        the state × event matrix: the vectors reaching each cell, why each empty
        cell is unreachable; exit 1 if a reachable cell or a pair of rejection reasons has no vector
        """)

    static let profile = ProfileOption.vectorSet("count this design's vector set (SPEC.md section 10), derived\nas generate --profile derives it")

    /// The options of `coverage`, in the order of its help.
    static let options: [any CommandOption] = [vectors, profile, faultsFlag, gapsFlag, misreadingsFlag, matrixFlag, transitionsFlag, clausesFlag]
    /// The flags that each print a report of their own.
    static let reportFlags = [faultsFlag, gapsFlag, misreadingsFlag, matrixFlag, transitionsFlag, clausesFlag]

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "coverage", options: options)
        // One report per run, and a query only without one: a second report or
        // query would be ignored, and a gap it found would not reach the exit code.
        let reports = reportFlags.filter { parsed.isGiven($0) }.map(\.spec.flag)
        if reports.count > 1 {
            throw UsageError("coverage: \(reports.joined(separator: " and ")) each print a report of their own; give one per run")
        }
        if parsed.positionals.count > 1 || !reports.isEmpty && !parsed.positionals.isEmpty {
            let extra = parsed.positionals[reports.isEmpty ? 1 : 0]
            throw UsageError("coverage: unexpected argument \(quoteShortened(extra)); give one REQ-ID or CASE-ID"
                             + (reports.isEmpty ? " per run" : ", or \(reports[0]), not both") + "; see `\(CLI.toolName) coverage --help`")
        }
        if try parsed.value(misreadingsFlag) {
            out.write(Misreadings.markdown)
            return .success
        }
        let profile = try parsed.value(Self.profile).map { (v) throws(UsageError) in try ProfileOption.load(v, command: "coverage") }
        let files: [VectorFile]
        let coverage: [(id: RequirementID, cases: [String])]
        if let profile, !profile.isDefault {
            if try parsed.value(vectors) != nil {
                throw UsageError("coverage: give either \(vectors.spec.flag) or \(ProfileOption.option.spec.flag), not both")
            }
            files = try ProfileVectors.derive(for: profile).files
            coverage = ProfileVectors.coverage(of: files, profile: profile)
        } else {
            let path = try parsed.value(vectors)
            files = try VectorStore.load(orBundled: path)
            try CLI.requireCases(files, from: path, command: "coverage")
            // A profile's vector files (generate --profile) carry it: count its DCH ids too.
            coverage = files.first?.profile.map { ProfileVectors.coverage(of: files, profile: $0) } ?? VectorGenerator.coverage(of: files)
        }
        if try parsed.value(faultsFlag) { return faults(files, out) }
        if try parsed.value(gapsFlag) { return gaps(files, out) }
        if try parsed.value(matrixFlag) { return matrix(files, out) }
        if try parsed.value(transitionsFlag) { return transitions(files, under: profile ?? files.first?.profile ?? .default, out) }
        if try parsed.value(clausesFlag) { return clauses(files, under: profile ?? files.first?.profile ?? .default, out) }
        guard let query = parsed.positionals.first else {
            out.write(table(coverage))
            return .success
        }
        if let entry = coverage.first(where: { $0.id == RequirementID(rawValue: query.uppercased()) }) {
            out.write("\(entry.id): \(Describe.count(entry.cases.count, "vector"))\n")
            for id in entry.cases { out.write("  \(inert(id))\n") }
            out.write(try sources(of: entry.id))
            return .success
        }
        for f in files {
            if let c = f.cases.first(where: { $0.id == query }) {
                out.write("\(inert(c.id)) (\(inert(f.name))): \(inert(c.description))\n  requirements: \(inert(c.requirements.joined(separator: ", ")))\n  tags: \(inert(c.tags.joined(separator: ", ")))\n")
                return .success
            }
        }
        throw UsageError("coverage: \(quoteShortened(query)) is neither a requirement id of SPEC.md nor a vector id"
                         + SimilarNames.phrase(for: query, among: coverage.map(\.id.rawValue) + files.flatMap(\.cases).map { inert($0.id) }))
    }

    /// The code that implements `id`, the tests that check it and the faults
    /// of the catalog that break it, after its vectors (``RequirementSources``).
    static func sources(of id: RequirementID) throws -> String {
        var text = ""
        if let (spec, code, tests) = try RequirementSources.load()?.citations(of: id) {
            if let spec { text += "stated in: \(spec.file):\(spec.number)  \(inert(spec.text))\n" }
            for (title, lines) in [("implemented in", code), ("tested by", tests)] {
                text += "\(title): \(lines.isEmpty ? "no line names it" : Describe.count(lines.count, "line"))\n"
                for line in lines { text += "  \(line.file):\(line.number)  \(inert(line.text))\n" }
            }
        } else {
            text += "implemented in, tested by: \(PackageFile.missing("Sources/SwipeReference"))\n"
        }
        let faults = FaultCatalog.all.filter { $0.requirement == id }.map(\.name)
        text += "faults of the catalog that break it: " + (faults.isEmpty ? "none" : faults.joined(separator: ", ")) + "\n"
        return text
    }

    /// `--faults`: the vectors that reject each fault of the catalog; exit 1 if a
    /// fault survives every vector.
    static func faults(_ files: [VectorFile], _ out: any TextStream) -> ExitCode {
        var survivors = 0
        for fault in FaultCatalog.all {
            let rejecting = FaultCatalog.rejectingVectors(fault, in: files)
            if rejecting.isEmpty { survivors += 1 }
            let sample = rejecting.prefix(3).map { inert($0) }.joined(separator: ", ") + (rejecting.count > 3 ? ", …" : "")
            out.write("\(fault.name.padding(to: 44)) \(fault.requirement.rawValue.padding(to: 7)) \(String(rejecting.count).leftPadded(to: 4)) \(Describe.noun("vector", for: rejecting.count).padding(to: 9))\(sample)\n")
        }
        out.write("\(Describe.count(FaultCatalog.all.count, "fault")); \(FaultCatalog.all.count - survivors) rejected by the vectors, \(survivors) survive\n")
        return survivors == 0 ? .success : .failures
    }

    /// `--gaps`: every misreading must name vectors that exist, and when a fault
    /// implements it, at least one of them must reject the fault.
    static func gaps(_ files: [VectorFile], _ out: any TextStream) -> ExitCode {
        let cases = Dictionary(files.flatMap { f in f.cases.map { ($0.id, f) } }, uniquingKeysWith: { a, _ in a })
        var gaps: [String] = []
        for m in Misreadings.all {
            let label = "\(m.requirement) (\(m.kind.rawValue)): \(m.reading)"
            if m.vectors.isEmpty { gaps.append("\(label): no discriminating vector"); continue }
            let missing = m.vectors.filter { cases[$0] == nil }
            if !missing.isEmpty { gaps.append("\(label): no vector \(missing.joined(separator: ", "))"); continue }
            guard let name = m.fault else { continue }
            guard let fault = FaultCatalog.named(name) else { gaps.append("\(label): no fault \(name) in the catalog"); continue }
            let named = m.vectors.compactMap { id in cases[id].map { f in VectorFile(name: f.name, area: f.area, description: f.description, cases: f.cases.filter { $0.id == id }) } }
            if FaultCatalog.rejectingVectors(fault, in: named).isEmpty {
                gaps.append("\(label): none of \(m.vectors.joined(separator: ", ")) tells it from SPEC.md (fault \(name) passes them)")
            }
        }
        let checked = Misreadings.all.filter { $0.fault != nil }.count
        let untabled = untabledRequirements()
        // A requirement with neither a misreading nor a reason why none is observable
        // has not been examined: nothing shows its qualifiers are decided, so it is a gap.
        gaps += untabled.map { "\($0): no misreading tabled, and no reason why none is observable" }
        let tabled = Set(Misreadings.all.map(\.requirement)).count
        out.write("\(Describe.count(Misreadings.all.count, "misreading")) of \(Describe.count(tabled, "requirement")); \(checked) checked against a fault of the catalog; \(Describe.count(Misreadings.unobservable.count, "requirement")) with a reason why no misreading is observable\n")
        for g in gaps { out.write("gap: \(g)\n") }
        out.write(gaps.isEmpty ? "no gaps\n" : "\(Describe.count(gaps.count, "gap")), \(untabled.count) of them requirements with no misreading tabled\n")
        return gaps.isEmpty ? .success : .failures
    }

    /// The requirements of SPEC.md with neither a misreading nor a reason why none is observable.
    static func untabledRequirements() -> [RequirementID] {
        let tabled = Set(Misreadings.all.map(\.requirement)).union(Misreadings.unobservable.keys)
        return Requirements.all.filter { !tabled.contains($0) }
    }

    /// `--matrix`: for each state, each event column reached (with a vector), empty
    /// but unreachable (with the reason), or a gap.
    static func matrix(_ files: [VectorFile], _ out: any TextStream) -> ExitCode {
        let reached = CoverageMatrix.reached(by: files)
        var gaps = 0, covered = 0, unreachable = 0
        for state in MatrixState.all {
            out.write("\(state):\n")
            for event in MatrixEvent.all {
                let cell = CoverageMatrix.Cell(state: state, event: event)
                let label = "  \(event.description.padding(to: 34))"
                if let why = CoverageMatrix.unreachable(cell) {
                    unreachable += 1
                    if let v = reached[cell] { gaps += 1; out.write("\(label)REACHED by \(inert(v[0])) but declared unreachable: \(why)\n") } else { out.write("\(label)unreachable: \(why)\n") }
                } else if let v = reached[cell] {
                    covered += 1
                    out.write("\(label)\(Describe.count(v.count, "vector")), e.g. \(inert(v[0]))\n")
                } else {
                    gaps += 1
                    out.write("\(label)GAP: reachable, no vector\n")
                }
            }
        }
        out.write("pairs of rejection reasons one event can carry (OBS-5's order):\n")
        for p in CoverageMatrix.reasonPairs(in: files) {
            if p.vectors.isEmpty { gaps += 1 }
            out.write("  \(p.first) + \(p.second): \(p.vectors.isEmpty ? "GAP: no vector" : "\(Describe.count(p.vectors.count, "vector")), e.g. \(inert(p.vectors[0]))")\n")
        }
        out.write("\(covered) reachable cells covered, \(unreachable) unreachable, \(Describe.count(gaps, "gap"))\n")
        return gaps == 0 ? .success : .failures
    }
}

extension Coverage {
    /// `--transitions`: every abstract transition the search finds within its
    /// bound, the vectors taking it, and whether they tell its state apart; then the
    /// key registry's; exit 1 if one is not exercised or not distinguished.
    static func transitions(_ files: [VectorFile], under profile: Profile, _ out: any TextStream) -> ExitCode {
        let machine = TransitionCases.machine(for: profile)
        let explorer = machine.explorer
        var coverage = TransitionCoverage(explorer: explorer)
        var keys = machine.keys
        for f in files {
            for c in f.cases {
                coverage.add(id: c.id, rows: c.input.rows, events: c.input.events)
                keys.add(id: c.id, rows: c.input.rows, events: c.input.events)
            }
        }
        var gaps = 0
        func line(_ exercised: [String]?, _ told: String?, _ label: String) {
            guard let exercised else {
                gaps += 1
                out.write("GAP not exercised  \(label)\n")
                return
            }
            guard let told else {
                gaps += 1
                out.write("GAP not told apart \(label) (\(Describe.count(exercised.count, "vector")), e.g. \(inert(exercised[0])))\n")
                return
            }
            out.write("ok \(String(exercised.count).leftPadded(to: 4)) \(Describe.noun("vector", for: exercised.count).padding(to: 11))\(label) (e.g. \(inert(exercised[0])); told apart by \(inert(told)))\n")
        }
        let all = explorer.transitions.keys.sorted()
        for t in all {
            let left = coverage.untold[t] ?? []
            line(coverage.exercised[t], left.isEmpty ? coverage.exercised[t]?.first : nil,
                 left.isEmpty ? "\(t)" : "\(t) — untold: \(left.sorted().map(\.description).joined(separator: "; "))")
        }
        for t in keys.transitions.keys.sorted() { line(keys.exercised[t], keys.distinguished[t], "\(t)") }
        let rejected = all.filter { $0.from == $0.to }.count
        out.write("""
            bound\(profile.isDefault ? "" : " (profile \(profile.name))"): every abstract state reached within \(Describe.count(explorer.depth - 1, "event")) of \(Describe.count(explorer.starts.count, "starting list")) \
            is expanded with each of the \(TransitionWalk.alphabet.count) event classes (\(Describe.count(explorer.expanded, "state")) expanded, \
            \(explorer.states.count) found); the key registry within \(KeyRegistryCoverage.depth) list changes of \
            \(keys.starts.count) starting lists
            list states: \(Describe.count(all.count, "transition")) (\(rejected) of them back to their state); \
            \(all.count - coverage.unexercised.count) exercised, \(all.filter { coverage.isDone($0) }.count) told apart \
            from every look-alike within \(TransitionCoverage.window) accepted events
            key registry: \(Describe.count(keys.transitions.count, "transition")); \(keys.transitions.count - keys.unexercised.count) exercised, \
            \(keys.distinguished.count) told apart by an insert of every key
            beyond the bound the vectors take \(coverage.beyond.count) more transitions
            \(gaps == 0 ? "no gaps" : Describe.count(gaps, "gap"))

            """)
        return gaps == 0 ? .success : .failures
    }

    /// `--clauses`: every validation clause with its violating and valid vectors in
    /// each context; exit 1 if a vector is missing or does not show what it should.
    /// Under a profile, a vector its implementation cannot decide (the profile
    /// fixes what the clause varies, or lacks the feature the vector needs) is
    /// listed with the reason and is no gap.
    static func clauses(_ files: [VectorFile], under profile: Profile, _ out: any TextStream) -> ExitCode {
        var byID: [String: VectorCase] = [:]
        for f in files { for c in f.cases { byID[c.id] = c } }
        var gaps = 0, undecidable = 0
        for clause in ConfigurationClause.all {
            out.write("\(clause.requirement.rawValue) \(clause.id): \(clause.text)\n")
            for context in ConfigurationClause.Context.allCases {
                var parts: [String] = []
                for violating in [true, false] {
                    let how = violating ? "violating" : "valid"
                    let id = ConfigurationClause.vectorID(clause, context, violating: violating)
                    if !profile.isDefault, let reason = clause.notDecidable(context, violating: violating, under: profile) {
                        undecidable += 1
                        parts.append("\(how): not decidable under \(profile.name), \(reason)")
                        continue
                    }
                    guard let v = byID[id] else {
                        gaps += 1
                        parts.append("\(how): GAP, no vector \(id)")
                        continue
                    }
                    // A list change shows the rejection at its event (MUT-12); an
                    // initial list is refused before any event (GEO-6, MUT-1).
                    let shown = context == .initialList ? v.expected.refused : v.expected.observations.first?.rejection
                    let expected: Rejection? = violating ? clause.rejection : nil
                    if shown != expected {
                        gaps += 1
                        parts.append("\(how): GAP, \(inert(id)) shows \(shown.map(\.rawValue) ?? "no rejection"), not \(expected.map(\.rawValue) ?? "none")")
                    } else {
                        parts.append("\(how): \(inert(id))")
                    }
                }
                out.write("  \(context.rawValue): \(parts.joined(separator: "; "))\n")
            }
        }
        let decided = undecidable == 0 ? "" : "; \(Describe.count(undecidable, "vector")) not decidable under \(profile.name)"
        out.write("\(Describe.count(ConfigurationClause.all.count, "clause"))\(decided); \(gaps == 0 ? "no gaps" : Describe.count(gaps, "gap"))\n")
        return gaps == 0 ? .success : .failures
    }
}
