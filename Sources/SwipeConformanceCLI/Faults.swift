import SwipeConformance
import SwipeFaults
import SwipeReference

/// `swipe-conformance faults`: the catalog of faulty implementations that fuzz,
/// serve and bench take by name.
enum Faults {
    static let help = """
    swipe-conformance faults — list the catalog of faulty implementations

    \(OptionHelp.usage(name, options))

    One line per fault of the catalog: its name, the requirement it breaks, where it
    comes from (a peer's bug report, a misreading of SPEC.md, or written by hand) and
    what it does wrong. Give a name to `fuzz --fault`, `serve --fault` or
    `bench shrink-quality --fault` to run it.

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `faults` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "the catalog was printed",
        .usage: "bad usage (an option or an argument was given)",
    ]

    /// `faults` takes no option.
    static let options: [any CommandOption] = []

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: name, options: options)
        try parsed.expectNoPositionals()
        for f in FaultCatalog.all {
            out.write("\(f.name.padding(to: 40)) \(f.requirement.rawValue.padding(to: 7)) \(origin(f.origin).padding(to: 12)) \(f.summary)\n")
        }
        return .success
    }

    /// The origin in one word or two: `peer report`, `misreading`, `hand-written`, `spec-only`.
    static func origin(_ origin: FaultOrigin) -> String {
        switch origin {
        case .peerReport: "peer report"
        case .misreading: "misreading"
        case .handWritten: "hand-written"
        case .specOnlyCatalog: "spec-only"
        }
    }

    /// The error for a fault name the catalog does not have, for `command`.
    static func unknown(_ name: String, command: String) -> UsageError {
        UsageError("\(command): unknown fault \"\(name)\"" + SimilarNames.phrase(for: name, among: FaultCatalog.all.map(\.name), noun: "catalog fault")
                   + "; list them with `\(CLI.toolName) faults`")
    }
}

extension Faults: ToolCommand {
    static let name = "faults"
    static let summary = "list the catalog of faulty implementations (for fuzz --fault)"
}
