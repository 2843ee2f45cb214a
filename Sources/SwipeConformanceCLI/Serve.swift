import StrictJSON
import SwipeConformance
import SwipeFaults
import SwipeReference

/// `swipe-conformance serve`: the built-in reference as a protocol implementation,
/// so `verify --impl` can be tested end to end without another language.
enum Serve {
    static let help = """
    swipe-conformance serve — answer PROTOCOL.md on standard input and output with the built-in reference

    \(OptionHelp.usage("serve", options))

    Behaves as an implementation started by `verify --impl` does: answers hello,
    run, batch and bye (PROTOCOL.md 2) with SwipeReference's results. A test
    fixture for the runner, hence not listed in `swipe-conformance --help`:

      swipe-conformance verify --impl "$(swift build --show-bin-path)/swipe-conformance serve"

    With --fault NAME it serves a faulty implementation of the catalog instead
    (`swipe-conformance faults`), so the suite's strength can be shown
    through the protocol too:

      swipe-conformance verify --impl "swipe-conformance serve --fault slop-exclusive"

    With --profile NAME|FILE it serves the reference following that design (SPEC.md
    section 10) and declares the profile in its hello, as an implementation built to
    another design does.

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `serve` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "after bye or at the end of input",
        .failures: "after refusing another protocol version",
        .usage: "bad usage (an unknown option, fault or profile; --fault with --profile)",
    ]

    static let fault = Option.fault(help: "serve this faulty implementation of the catalog instead of the reference")
    static let profile = ProfileOption.option.helped("""
        serve the reference following this design and declare it in the hello:
        a built-in profile (\(BuiltInProfiles.names.joined(separator: ", "))) or a profile file
        """)

    /// The options of `serve`.
    static let options: [any CommandOption] = [fault, profile]

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "serve", options: options)
        try parsed.expectNoPositionals()
        var server = ProtocolServer(SwipeList.self)
        let faultName = try parsed.value(fault)
        if let value = try parsed.value(profile) {
            if faultName != nil { throw UsageError("serve: give \(fault.spec.flag) or \(profile.spec.flag), not both") }
            let design = try ProfileOption.load(value, command: "serve")
            var info = ReferenceDriver(profile: design).info
            info.profile = BuiltInProfiles.texts[value] != nil ? .string(value) : design.json
            server = ProtocolServer(info: info) { input in try input.referenceOutput(design: design.design) }
        }
        if let name = faultName {
            guard let fault = FaultCatalog.named(name) else {
                throw Faults.unknown(name, command: "serve")
            }
            server = ProtocolServer(info: fault.driver.info, runCase: fault.run)
        }
        let status = server.serve(readLine: { Swift.readLine(strippingNewline: true) }, writeLine: { out.write($0 + "\n") })
        // The server's status is 0, or 1 after refusing another protocol version.
        return status == 0 ? .success : .failures
    }
}

