import Foundation

enum Generate {
    static let help = """
    swipe-conformance generate — write the vectors from the reference

    USAGE
      swipe-conformance generate [--vectors DIR] [--check]

    Builds every vector (the curated cases of CuratedCases and the seeded cases of
    GeneratedCases), computes the expected observations with the reference, prints
    the per-requirement coverage summary, and writes DIR/*.json (default ./Vectors).
    Output is byte-identical from run to run. Files are written in a staging
    directory and moved into place only when all of them are written and read back,
    so a failed or interrupted generation leaves DIR untouched. When DIR is the
    package's top-level Vectors/, the copy compiled into the library and the tool
    (Sources/SwipeVectorData/SwipeVectorData.c) is written too, and --check compares it.

    Fails when a requirement of SPEC.md has fewer than \(VectorGenerator.minimumCoverage) vectors.

    OPTIONS
      --vectors DIR   the vector directory (default: Vectors)
      --check         write nothing; exit 1 naming every file that differs from what
                      the reference generates (CI runs this)

    \(CLI.exitCodesHelp)
    """

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let a = try Arguments(args, command: "generate", values: ["vectors"], flags: ["check"])
        guard a.positionals.isEmpty else { throw UsageError("generate: unexpected argument \(a.positionals[0])") }
        let dir = a.values["vectors"] ?? CLI.defaultVectors()
        let files = try VectorGenerator.files()
        let total = files.reduce(0) { $0 + $1.cases.count }
        let coverage = VectorGenerator.coverage(of: files)
        let thin = coverage.filter { $0.cases.count < VectorGenerator.minimumCoverage }
        out.write(Coverage.table(coverage))
        if !thin.isEmpty {
            err.write("generate: requirements with fewer than \(VectorGenerator.minimumCoverage) vectors: "
                      + thin.map { "\($0.id) (\($0.cases.count))" }.joined(separator: ", ") + "; add curated cases for them\n")
            return ExitCode.failures
        }
        if a.flags.contains("check") {
            let diffs = try VectorGenerator.differences(files, in: dir)
            if diffs.isEmpty {
                out.write("generate --check: \(dir) is in sync with the reference (\(files.count) files, \(total) vectors)\n")
                return ExitCode.success
            }
            err.write("generate --check: \(dir) differs from what the reference generates: \(diffs.joined(separator: ", ")); run `swift run swipe-conformance generate` and commit the result\n")
            return ExitCode.failures
        }
        try VectorGenerator.write(files, to: dir)
        out.write("generate: wrote \(files.count) files, \(total) vectors to \(dir)\n")
        return ExitCode.success
    }
}
