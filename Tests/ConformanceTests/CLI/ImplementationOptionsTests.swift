import Foundation
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// Every command that starts an implementation takes the same implementation
/// options (`--impl`, `--timeout`, `--startup-timeout`: README, PROTOCOL.md
/// section 4), declared once; and a usage line shows an option in brackets
/// exactly when the command runs without it.
@Suite struct ImplementationOptionsTests {
    /// Every command and subcommand whose table has `--impl`.
    static let startingAnImplementation: [String] = CLI.commandOptions.filter { $0.value.contains { $0.spec.name == "impl" } }.keys.sorted()

    @Test("every command that starts an implementation takes --timeout and --startup-timeout, with one meaning and one default")
    func sameOptionsEverywhere() throws {
        #expect(Self.startingAnImplementation == ["bench hot-path", "bench speed", "compare", "explain", "fuzz", "infer", "verify"])
        var seen: [String: (help: String, defaultText: String?, placeholder: String?)] = [:]
        for command in Self.startingAnImplementation {
            let options = try #require(CLI.commandOptions[command])
            for name in ["timeout", "startup-timeout"] {
                let spec = try #require(options.first { $0.spec.name == name }?.spec, "\(command) lacks --\(name)")
                if let first = seen[name] {
                    #expect(first.help == spec.help && first.defaultText == spec.defaultText && first.placeholder == spec.placeholder,
                            "\(command) --\(name) says \"\(spec.help)\" (default \(spec.defaultText ?? "none")), another command \"\(first.help)\"")
                } else {
                    seen[name] = (spec.help, spec.defaultText, spec.placeholder)
                }
            }
        }
        #expect(seen["startup-timeout"]?.defaultText == "60" && seen["timeout"]?.defaultText == "10", "PROTOCOL.md section 4's defaults")
    }

    @Test("--startup-timeout limits the handshake in every command that starts an implementation", .tags(.slow), .quickLoop,
          arguments: [["verify"], ["fuzz", "--cases", "5"], ["explain", "example-1-open-then-tap"], ["infer"], ["compare"],
                      ["bench", "speed", "--cases", "10"], ["bench", "hot-path", "impl-case"]])
    func startupTimeoutEverywhere(command: [String]) throws {
        let dir = Paths.temporaryDirectory("startup-timeout")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // An implementation 3 s slow to shake hands: over a 1 s limit, well under the 60 s default.
        let output = command.first == "infer" ? ["--out", dir + "/p.json"] : []
        let r = CLITests.cli(command + ["--impl", "sleep 3", "--startup-timeout", "1"] + output)
        #expect(r.code == .protocolBroken, "\(command): \(r.out)\(r.err)")
        #expect(r.err.contains("within 1.000 s"), "\(command): the handshake's limit is the one given: \(r.err)")
    }

    @Test("infer, which cannot run without --impl, shows it without brackets in its usage and refuses to run without it")
    func requiredOptionInUsage() throws {
        let help = CLITests.cli("infer", "--help").out
        let usage = try #require(help.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE") })
        #expect(usage.contains(" --impl \"COMMAND\"") && !usage.contains("[--impl"), "\(usage)")
        #expect(usage.contains("[--out FILE]"), "an optional option keeps its brackets: \(usage)")
        let without = CLITests.cli("infer")
        #expect(without.code == .usage && without.err.split(separator: "\n").count == 1 && without.err.contains("--impl"), "\(without.err)")
    }

    @Test("compare, which needs --impl or --with-reference or both, shows them as one group and refuses to run without either")
    func requiredGroupInUsage() throws {
        let help = CLITests.cli("compare", "--help").out
        let usage = try #require(help.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE") })
        #expect(usage.contains(#"compare (--impl "COMMAND"… | --with-reference) [--timeout SECONDS]"#), "\(usage)")
        let without = CLITests.cli("compare", "--markdown")
        #expect(without.code == .usage, "\(without.out)\(without.err)")
        #expect(without.err == #"swipe-conformance compare: give --impl "COMMAND" or --with-reference, or both; see `\#(CLI.toolName) compare --help`"# + "\n")
        let referenceOnly = CLITests.cli("compare", "--with-reference", "--vectors", Paths.vectors + "/GEO.json")
        #expect(referenceOnly.code == .success, "\(referenceOnly.err)")
    }

    @Test("a group of three required options: the message names all three; any one of them is enough")
    func requiredGroupOfThree() throws {
        let options: [any CommandOption] = ["a", "b", "c"].map { Option.flag($0, role: .conduct, help: "h").oneOfRequired("g") }
        #expect(throws: UsageError.self) { try ParsedArguments([], command: "t", options: options) }
        do {
            _ = try ParsedArguments([], command: "t", options: options)
        } catch {
            #expect(error.description == "t: give at least one of --a, --b, --c; see `\(CLI.toolName) t --help`")
        }
        for name in ["a", "b", "c"] {
            #expect(throws: Never.self) { try ParsedArguments(["--" + name], command: "t", options: options) }
        }
        #expect(OptionHelp.usage("t", options) == "USAGE\n  swipe-conformance t (--a | --b | --c)")
    }
}
