import SwipeConformance
import Foundation
import QuotedText

/// A command-line usage error: exit code 2 with a one-line message.
public struct UsageError: Error, CustomStringConvertible {
    /// The message, one line naming the command and what to do.
    public var description: String
    init(_ message: String) { description = message }
}

/// What the parser and the help need to know of one option, whatever its value type.
struct OptionSpec: Sendable, Hashable {
    /// The name without the leading `--` (`timeout`).
    let name: String
    /// The value's placeholder in the help (`SECONDS`); `nil` for a flag, which takes no value.
    let placeholder: String?
    /// The help line (continuation lines separated by `\n`).
    let help: String
    /// The default as the help shows it, if there is one.
    let defaultText: String?
    /// Whether every occurrence counts (`compare --impl A --impl B`, `--case a --case b`);
    /// otherwise an option given twice is bad usage, since only one of the values
    /// could take effect (a flag given twice says the same thing twice, and is accepted).
    let isRepeatable: Bool
    /// What the option changes in a run: whether a command the tool prints to
    /// reproduce the run repeats it (``PrintedCommand``).
    let role: OptionRole
    /// Whether the command refuses to run without it: its usage line shows it
    /// without brackets, and its read fails when it is absent (``Option/required()``).
    var isRequired = false
    /// The options of which the command needs at least one, when this is one
    /// of them (`compare`: `--impl` or `--with-reference`, or both): its usage
    /// line shows the group as one item, `(--impl "COMMAND"… | --with-reference)`,
    /// and parsing fails when none of them is given (``Option/oneOfRequired(_:)``).
    var requiredGroup: String?

    /// The option as typed on the command line: `--timeout`.
    var flag: String { "--" + name }
    var isFlag: Bool { placeholder == nil }
}

/// What an option changes in a run, declared with every option: the one
/// place that says which options a command printed to reproduce a run (a
/// re-run, an explain, a replay, a check; ``PrintedCommand``) must repeat,
/// so that the printed command reaches the run's verdict again.
enum OptionRole: Sendable, Hashable {
    /// What the verdict is on or against: the implementation, the design it
    /// is judged against, the vectors, the limits a case must answer within,
    /// the generated cases and the properties checked. Every printed command
    /// that takes the option repeats it.
    case verdict
    /// Which of the run's cases run (`--case`, `--shard`, `--cases`): a
    /// printed command names the cases it runs itself.
    case selection
    /// What the run writes (`--json`, `--out`, `--force`): a printed command
    /// writes none of the run's files.
    case output
    /// How the run is carried out or reported, never any case's verdict (a
    /// stop after N failures, shrinking's budget, the form of a table).
    case conduct
}

/// Any option of a command, as listed in the command's option table.
protocol CommandOption: Sendable {
    var spec: OptionSpec { get }
}

/// One command-line option, declared once: the parser, the `OPTIONS` section of the
/// command's help and the typed read all come from this declaration, as
/// swift-argument-parser declares each option once with `@Option`.
///
/// ```swift
/// static let wait = Option.number("wait", "SECONDS", default: 10, in: 1...60, role: .conduct, help: "how long to wait")
/// let seconds = try parsed.value(wait)   // a Double, checked against the range
/// ```
struct Option<Value>: CommandOption {
    let spec: OptionSpec
    /// Turns the occurrences' values (in order; empty when the option is absent) into the value.
    let read: @Sendable (_ occurrences: [String], _ command: String) throws(UsageError) -> Value

    init(_ spec: OptionSpec, read: @escaping @Sendable (_ occurrences: [String], _ command: String) throws(UsageError) -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The same option with another help line (a shared option whose meaning a command narrows).
    func helped(_ help: String, defaultText: String? = nil) -> Self {
        Option(OptionSpec(name: spec.name, placeholder: spec.placeholder, help: help, defaultText: defaultText ?? spec.defaultText,
                          isRepeatable: spec.isRepeatable, role: spec.role, isRequired: spec.isRequired,
                          requiredGroup: spec.requiredGroup), read: read)
    }

    /// The same option as one of a group of which the command needs at least
    /// one (every member declared with the same `group`): parsing fails with
    /// one line naming them all when none is given, and the usage line shows
    /// them as one item.
    func oneOfRequired(_ group: String) -> Self {
        var spec = self.spec
        spec.requiredGroup = group
        return Option(spec, read: read)
    }
}

extension Option {
    /// The same option, required: the command refuses to run without it (a
    /// one-line usage error naming it), and its usage line shows it without
    /// brackets, from this one declaration.
    func required<Wrapped>() -> Option<Wrapped> where Value == Wrapped? {
        var spec = self.spec
        spec.isRequired = true
        let read = self.read
        return Option<Wrapped>(spec) { [spec] occurrences, command throws(UsageError) in
            guard let value = try read(occurrences, command) else {
                throw UsageError("\(command): give \(spec.flag) \(spec.placeholder ?? ""): \(spec.help.split(separator: "\n").first ?? ""); "
                                 + "see `\(CLI.toolName) \(command) --help`")
            }
            return value
        }
    }
}

extension Option where Value == Bool {
    /// A flag: `--name`, no value.
    static func flag(_ name: String, role: OptionRole, help: String) -> Self {
        Option(OptionSpec(name: name, placeholder: nil, help: help, defaultText: nil, isRepeatable: false, role: role)) { occurrences, _ in
            !occurrences.isEmpty
        }
    }
}

extension Option where Value == String? {
    /// A text value, `nil` when absent.
    static func text(_ name: String, _ placeholder: String, role: OptionRole, help: String, defaultText: String? = nil) -> Self {
        Option(OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: defaultText, isRepeatable: false, role: role)) { occurrences, _ in
            occurrences.last
        }
    }
}

extension Option where Value == [String] {
    /// Every occurrence's value, in order (`--impl A --impl B`).
    static func repeated(_ name: String, _ placeholder: String, role: OptionRole, help: String) -> Self {
        Option(OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: nil, isRepeatable: true, role: role)) { occurrences, _ in
            occurrences
        }
    }

    /// Every occurrence's command, in order, each checked by ``ImplCommand/check(_:_:command:)``.
    static func commands(_ name: String, _ placeholder: String, help: String) -> Self {
        let spec = OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: nil, isRepeatable: true, role: .verdict)
        return Option(spec) { occurrences, command throws(UsageError) in
            for text in occurrences { try ImplCommand.check(text, spec, command: command) }
            return occurrences
        }
    }

    /// A comma-separated list (`--case a,b`), the entries of every occurrence in
    /// order (`--case a --case b` is `--case a,b`); empty when absent.
    ///
    /// A blank entry (`'thr-2-*,'`, `a,,b`) is bad usage naming it: a
    /// dropped entry would run something other than what was typed, and a
    /// stray comma usually means a pattern went missing.
    static func list(_ name: String, _ placeholder: String, role: OptionRole, help: String) -> Self {
        let spec = OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: nil, isRepeatable: true, role: role)
        return Option(spec) { occurrences, command throws(UsageError) in
            var all: [String] = []
            for text in occurrences {
                let entries = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                if let blank = entries.firstIndex(where: \.isEmpty) {
                    throw UsageError("\(command): \(spec.flag) \(quoteShortened(text)): entry \(blank + 1) of \(entries.count) is empty; "
                                     + "give each entry between commas, without a trailing comma")
                }
                all += entries
            }
            return all
        }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`, `defaultValue` when absent.
    static func integer(_ name: String, _ placeholder: String = "N", default defaultValue: Int, in range: ClosedRange<Int>, role: OptionRole,
                        help: String) -> Self {
        let spec = OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: String(defaultValue), isRepeatable: false, role: role)
        return Option(spec) { occurrences, command throws(UsageError) in
            try occurrences.last.map { text throws(UsageError) in try parseInteger(text, spec, range, command) } ?? defaultValue
        }
    }
}

extension Option where Value == Int? {
    /// A whole number in `range`, `nil` when absent.
    static func integer(_ name: String, _ placeholder: String = "N", in range: ClosedRange<Int>, role: OptionRole, help: String) -> Self {
        let spec = OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: nil, isRepeatable: false, role: role)
        return Option(spec) { occurrences, command throws(UsageError) in
            try occurrences.last.map { text throws(UsageError) in try parseInteger(text, spec, range, command) }
        }
    }
}

extension Option where Value == Double {
    /// A finite number in `range`, `defaultValue` when absent.
    static func number(_ name: String, _ placeholder: String, default defaultValue: Double, in range: ClosedRange<Double>, role: OptionRole,
                       help: String) -> Self {
        let spec = OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: Describe.n(defaultValue), isRepeatable: false, role: role)
        return Option(spec) { occurrences, command throws(UsageError) in
            guard let text = occurrences.last else { return defaultValue }
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw UsageError("\(command): \(spec.flag) takes a number from \(Describe.n(range.lowerBound)) to \(Describe.n(range.upperBound)), got \"\(text)\"")
            }
            return value
        }
    }
}

extension Option where Value == Shard {
    /// `--shard I/N`, the whole run when absent.
    static func shard(help: String) -> Self {
        let spec = OptionSpec(name: "shard", placeholder: "I/N", help: help, defaultText: nil, isRepeatable: false, role: .selection)
        return Option(spec) { occurrences, command throws(UsageError) in
            guard let text = occurrences.last else { return .whole }
            guard let shard = Shard(parsing: text) else { throw UsageError("\(command): \(spec.flag) takes I/N with 1 <= I <= N, got \"\(text)\"") }
            return shard
        }
    }
}

extension Option where Value == Bool {
    /// `--force`: outputs may replace existing files that swipe-conformance did not write (``OutputPlan``).
    static let force = Option.flag("force", role: .output, help: "replace existing output files that swipe-conformance did not write")
}

extension Option where Value == OutputFile? {
    /// A file the command writes; checked when read (before the run starts, see `OutputFile.check`).
    static func output(_ name: String, _ placeholder: String = "FILE", format: ToolFileFormat, help: String) -> Self {
        let spec = OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: nil, isRepeatable: false, role: .output)
        return Option(spec) { occurrences, command throws(UsageError) in
            guard let path = occurrences.last else { return nil }
            let file = OutputFile(path: path, option: spec.flag, format: format)
            try file.check(command: command)
            return file
        }
    }
}

extension Option where Value == OutputFile {
    /// A file the command writes, `defaultPath` when absent; checked when read.
    static func output(_ name: String, _ placeholder: String = "FILE", default defaultPath: String, format: ToolFileFormat,
                       help: String) -> Self {
        let spec = OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: defaultPath, isRepeatable: false, role: .output)
        return Option(spec) { occurrences, command throws(UsageError) in
            let file = OutputFile(path: occurrences.last ?? defaultPath, option: spec.flag, format: format)
            try file.check(command: command)
            return file
        }
    }
}

private func parseInteger(_ text: String, _ spec: OptionSpec, _ range: ClosedRange<Int>, _ command: String) throws(UsageError) -> Int {
    guard let value = Int(text), range.contains(value) else {
        throw UsageError("\(command): \(spec.flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
    }
    return value
}

// MARK: Options shared by several commands (declared here once)

extension Option where Value == String? {
    /// `--vectors DIR|FILE`: where the vectors are read from.
    static func vectors(_ placeholder: String = "DIR|FILE", help: String, defaultText: String? = "the vectors built into the tool") -> Self {
        .text(OptionNames.vectors, placeholder, role: .verdict, help: help, defaultText: defaultText)
    }

    /// `--case ID`: one case of a vector file.
    static func caseID(help: String) -> Self { .text(OptionNames.caseID, "ID", role: .selection, help: help) }

    /// `--fault NAME`: a faulty implementation of the catalog.
    static func fault(help: String) -> Self { .text(OptionNames.fault, "NAME", role: .verdict, help: help) }
}

extension Option where Value == [String] {
    /// `--case ID|GLOB[,…]`: the cases to run.
    static func caseIDs(help: String) -> Self { .list(OptionNames.caseID, "ID|GLOB[,…]", role: .selection, help: help) }

    /// `--fault NAME[,…]`: faulty implementations of the catalog.
    static func faults(help: String) -> Self { .list(OptionNames.fault, "NAME[,…]", role: .selection, help: help) }
}

extension Option where Value == Int {
    /// `--cases N`: how many cases.
    static func cases(default defaultValue: Int, in range: ClosedRange<Int>, help: String) -> Self {
        .integer(OptionNames.cases, default: defaultValue, in: range, role: .selection, help: help)
    }
}

extension Option where Value == OutputFile? {
    /// `--json FILE`: the machine-readable report.
    static func json(format: ToolFileFormat, help: String) -> Self { .output(OptionNames.json, format: format, help: help) }

    /// `--out FILE`: where the command writes its result.
    static func out(format: ToolFileFormat, help: String) -> Self { .output(OptionNames.out, format: format, help: help) }
}

extension Option where Value == OutputFile {
    /// `--out FILE` with a default path.
    static func out(default defaultPath: String, format: ToolFileFormat, help: String) -> Self {
        .output(OptionNames.out, default: defaultPath, format: format, help: help)
    }
}

/// The names of the options several commands share, each spelled here only.
private enum OptionNames {
    static let vectors = "vectors"
    static let fault = "fault"
    static let caseID = "case"
    static let cases = "cases"
    static let json = "json"
    static let out = "out"
}

// MARK: Parsing

/// A command's arguments parsed against its option table: `--name value`,
/// `--name=value`, flags, positionals; read with ``value(_:)``.
struct ParsedArguments {
    /// The command, for messages.
    let command: String
    /// The command's option table, as parsed against.
    let options: [any CommandOption]
    /// The arguments that are not options, in order (everything after `--` included).
    private(set) var positionals: [String] = []
    private var occurrences: [String: [String]] = [:]

    init(_ args: [String], command: String, options: [any CommandOption]) throws(UsageError) {
        self.command = command
        self.options = options
        let table = Dictionary(options.map { ($0.spec.name, $0.spec) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        while index < args.count {
            let argument = args[index]
            if argument == "--" {
                positionals += args[(index + 1)...]
                break
            }
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inline: String?
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let spec = table[name] else {
                    let known = options.map(\.spec.flag).sorted().joined(separator: ", ")
                    throw UsageError("\(command): unknown option --\(name) (options: \(known.isEmpty ? "none" : known)); see `\(CLI.toolName) \(command) --help`")
                }
                if spec.isFlag {
                    if inline != nil { throw UsageError("\(command): \(spec.flag) takes no value") }
                    occurrences[name, default: []].append("")
                    index += 1
                    continue
                }
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index + 1 < args.count else { throw UsageError("\(command): \(spec.flag) needs a value (\(spec.placeholder ?? "VALUE"))") }
                    index += 1
                    // `--json --force` is a forgotten value, not a file named `--force`.
                    if args[index].hasPrefix("--") {
                        throw UsageError("\(command): \(spec.flag) needs a value (\(spec.placeholder ?? "VALUE")), and \(quoteShortened(args[index])) "
                                         + "is an option; for a value that starts with --, write \(spec.flag)=VALUE")
                    }
                    value = args[index]
                }
                // No option takes an empty value: an empty path, command or number
                // is a variable that was not set, never something to act on.
                if value.isEmpty {
                    throw UsageError("\(command): \(spec.flag) needs a value (\(spec.placeholder ?? "VALUE")), got an empty one")
                }
                if !spec.isRepeatable, let earlier = occurrences[name]?.first {
                    throw UsageError("\(command): \(spec.flag) is given twice (\(quoteShortened(earlier)) and \(quoteShortened(value))), "
                                     + "and only one value can take effect; give it once")
                }
                occurrences[name, default: []].append(value)
            } else if argument.hasPrefix("-") && argument.count > 1 && Double(argument) == nil {
                throw UsageError("\(command): unknown option \(argument); options start with --; see `\(CLI.toolName) \(command) --help`")
            } else {
                positionals.append(argument)
            }
            index += 1
        }
        for group in OptionHelp.requiredGroups(options) where !group.contains(where: { occurrences[$0.name] != nil }) {
            let names = group.map { $0.flag + ($0.placeholder.map { " " + $0 } ?? "") }
            let choice = names.count == 2 ? "\(names[0]) or \(names[1]), or both" : "at least one of " + names.joined(separator: ", ")
            throw UsageError("\(command): give \(choice); see `\(CLI.toolName) \(command) --help`")
        }
    }

    /// The option's value, typed and checked as its declaration says.
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
        try option.read(occurrences[option.spec.name] ?? [], command)
    }

    /// Whether the option was given at all (for options whose default is a value).
    func isGiven(_ option: some CommandOption) -> Bool { occurrences[option.spec.name] != nil }

    /// The option's value as typed, for messages and the commands printed to re-run a
    /// case: a list given more than once (`--case a --case b`) as one list, `a,b`.
    func raw(_ option: some CommandOption) -> String? { occurrences[option.spec.name]?.joined(separator: ",") }

    /// Every value given for the option named `name`, in order (`[""]` for a
    /// flag given once): what a printed command repeats (``PrintedCommand``).
    func occurrences(of name: String) -> [String] { occurrences[name] ?? [] }

    /// Fails unless there are no positional arguments.
    func expectNoPositionals() throws(UsageError) {
        if let first = positionals.first {
            throw UsageError("\(command): unexpected argument \(first); see `\(CLI.toolName) \(command) --help`")
        }
    }
}

// MARK: Help

/// The `USAGE` and `OPTIONS` sections of a command's help, made from its option table.
enum OptionHelp {
    /// The widest a line of help may be.
    static let width = 92

    /// `swipe-conformance COMMAND POSITIONAL --required X [--a X] [--b] …`, wrapped
    /// to ``width`` columns: each option in brackets unless it is required
    /// (``OptionSpec/isRequired``, the option's own declaration).
    ///
    /// The options of a required group (``OptionSpec/requiredGroup``) stand
    /// together where the first of them is listed: `(--a X | --b)`.
    static func usage(_ command: String, _ options: [any CommandOption], positionals: String = "") -> String {
        let head = "  swipe-conformance \(command)"
        func item(_ spec: OptionSpec, bracketed: Bool) -> String {
            let text = spec.flag + (spec.placeholder.map { " " + $0 } ?? "")
            return (bracketed ? "[\(text)]" : text) + (spec.isRepeatable ? "…" : "")
        }
        let groups = requiredGroups(options)
        var items = positionals.isEmpty ? [] : [positionals]
        for option in options {
            let spec = option.spec
            if let name = spec.requiredGroup {
                guard let group = groups.first(where: { $0.first?.requiredGroup == name }), group.first == spec else { continue }
                items.append("(" + group.map { item($0, bracketed: false) }.joined(separator: " | ") + ")")
            } else {
                items.append(item(spec, bracketed: !spec.isRequired))
            }
        }
        return "USAGE\n" + wrapped(items, after: head)
    }

    /// The command's required groups, each its members in the table's order,
    /// the groups in the order of their first member.
    static func requiredGroups(_ options: [any CommandOption]) -> [[OptionSpec]] {
        var groups: [[OptionSpec]] = []
        for spec in options.map(\.spec) {
            guard let name = spec.requiredGroup else { continue }
            if let index = groups.firstIndex(where: { $0.first?.requiredGroup == name }) {
                groups[index].append(spec)
            } else {
                groups.append([spec])
            }
        }
        return groups
    }

    /// `head` and then `items`, each after a space, wrapped to ``width``
    /// columns: a line that would grow wider goes on under the end of `head`
    /// (an item wider than a line by itself stands alone on its line).
    static func wrapped(_ items: [String], after head: String) -> String {
        let indent = String(repeating: " ", count: head.count)
        var lines: [String] = []
        var line = head
        for item in items {
            if line.count + 1 + item.count > width && line != head && line != indent {
                lines.append(line)
                line = indent
            }
            line += " " + item
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// One line per option: the option, its placeholder, its help and its default.
    static func section(_ options: [any CommandOption]) -> String {
        let heads = options.map { option in
            "  \(option.spec.flag)\(option.spec.placeholder.map { " " + $0 } ?? "")"
        }
        let column = min((heads.map(\.count).max() ?? 0) + 2, 30)
        var text = "OPTIONS"
        for (head, option) in zip(heads, options) {
            var helpLines = option.spec.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let defaultText = option.spec.defaultText { helpLines[helpLines.count - 1] += " (default: \(defaultText))" }
            if option.spec.isRepeatable { helpLines[helpLines.count - 1] += "; give it once per value" }
            let indent = String(repeating: " ", count: column)
            if head.count + 1 > column {
                text += "\n" + head
                text += helpLines.map { "\n" + indent + $0 }.joined()
            } else {
                text += "\n" + head.padding(to: column) + helpLines[0]
                text += helpLines.dropFirst().map { "\n" + indent + $0 }.joined()
            }
        }
        return text
    }
}

extension OptionSpec: CommandOption {
    var spec: OptionSpec { self }
}
