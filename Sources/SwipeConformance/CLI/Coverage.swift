enum Coverage {
    static let help = """
    swipe-conformance coverage — which vectors cover which requirements

    USAGE
      swipe-conformance coverage [--vectors DIR]            a table: requirement, vector count
      swipe-conformance coverage [--vectors DIR] REQ-ID     the vectors that cover a requirement (e.g. THR-2)
      swipe-conformance coverage [--vectors DIR] CASE-ID    the requirements a vector covers

    \(CLI.exitCodesHelp)
    """

    static func table(_ coverage: [(id: String, cases: [String])]) -> String {
        var out = "requirement coverage (vectors per id):\n"
        var line = ""
        for (i, c) in coverage.enumerated() {
            line += "\(c.id.padding(to: 7))\(String(c.cases.count).leftPadded(to: 4))   "
            if i % 6 == 5 { out += "  " + line + "\n"; line = "" }
        }
        if !line.isEmpty { out += "  " + line + "\n" }
        let counts = coverage.map(\.cases.count)
        out += "  \(coverage.count) requirements; min \(counts.min() ?? 0), median \(counts.sorted()[counts.count / 2]) vectors each\n"
        return out
    }

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let a = try Arguments(args, command: "coverage", values: ["vectors"], flags: [])
        let files = try VectorStore.load(orBundled: a.values["vectors"])
        let coverage = VectorGenerator.coverage(of: files)
        guard let query = a.positionals.first else {
            out.write(table(coverage))
            return ExitCode.success
        }
        if let entry = coverage.first(where: { $0.id == query }) {
            out.write("\(query): \(entry.cases.count) vectors\n")
            for id in entry.cases { out.write("  \(id)\n") }
            return ExitCode.success
        }
        for f in files {
            if let c = f.cases.first(where: { $0.id == query }) {
                out.write("\(c.id) (\(f.name)): \(c.description)\n  requirements: \(c.requirements.joined(separator: ", "))\n  tags: \(c.tags.joined(separator: ", "))\n")
                return ExitCode.success
            }
        }
        throw UsageError("coverage: \"\(query)\" is neither a requirement id of SPEC.md nor a vector id")
    }
}
