import SwipeConformance

/// A command the tool prints for its user to run next: the re-run and the
/// explain of a failed case, the replay of a fuzz failure, the check of a
/// saved file or an inferred profile, the regeneration of the vectors. Every
/// such command is made here, from the run's own command line, so that it
/// reaches the run's verdict again.
///
/// It repeats every option of the run with the role ``OptionRole/verdict``
/// (the implementation, the profile, the vectors, the limits, the seed, the
/// properties, …) that the printed command takes, each occurrence as typed;
/// an option the printed command sets itself takes the printed value
/// instead (`setting`), and one whose value reaches it another way is left
/// out (`conveyed`: a saved vector file carries its profile). What it does
/// not repeat never decides a verdict: which cases ran, what the run wrote,
/// how it was carried out (``OptionRole``).
///
/// ```swift
/// let rerun = PrintedCommand(Verify.self, from: parsed, setting: [(Verify.cases, Verify.globEscaped(id))])
/// out.write("re-run: \(rerun)\n")   // swipe-conformance verify --impl '…' --profile mgswipetablecell --case ID
/// ```
struct PrintedCommand: CustomStringConvertible {
    /// The command, ready for a POSIX shell.
    let description: String

    /// `target` as the tool is invoked (``CLI/toolName``), with `positionals`
    /// and its options in the order of its table: each option of `setting`
    /// with its value, and every occurrence of each option of the run
    /// (`parsed`) that shapes the verdict, that `target` takes, and that is
    /// neither set nor `conveyed`.
    init(_ target: any ToolCommand.Type, positionals: [String] = [], from parsed: ParsedArguments,
         setting: [(option: any CommandOption, value: String)] = [], conveyed: [any CommandOption] = []) {
        let set = Dictionary(setting.map { ($0.option.spec.name, $0.value) }, uniquingKeysWith: { _, last in last })
        let left = Set(conveyed.map(\.spec.name))
        var words = [CLI.toolName, target.name] + positionals.map(Verify.shellQuoted)
        for spec in target.options.map(\.spec) {
            if let value = set[spec.name] {
                words.append(Self.written(spec, value))
            } else if !left.contains(spec.name), Self.repeats(spec, from: parsed) {
                words += parsed.occurrences(of: spec.name).map { Self.written(spec, $0) }
            }
        }
        description = words.joined(separator: " ")
    }

    /// Whether a printed command taking `spec` repeats the run's value of it:
    /// the run's table declares an option of that name, shaping the verdict.
    static func repeats(_ spec: OptionSpec, from parsed: ParsedArguments) -> Bool {
        parsed.options.contains { $0.spec.name == spec.name && $0.spec.role == .verdict }
    }

    /// `--flag VALUE`, the value quoted for the shell; `--flag` for a flag.
    private static func written(_ spec: OptionSpec, _ value: String) -> String {
        spec.isFlag ? spec.flag : "\(spec.flag) \(Verify.shellQuoted(value))"
    }
}
