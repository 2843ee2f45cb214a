import SwipeReference

/// `swipe-conformance serve`: the built-in reference as a protocol implementation,
/// so `verify --impl` can be tested end to end without another language.
enum Serve {
    static let help = """
    swipe-conformance serve — answer PROTOCOL.md on standard input and output with the built-in reference

    USAGE
      swipe-conformance serve [--fault NAME]

    Behaves as an implementation started by `verify --impl` does: answers hello,
    run, batch and bye (PROTOCOL.md 2) with SwipeReference's results. A test
    fixture for the runner, hence not listed in `swipe-conformance --help`:

      swipe-conformance verify --impl "$(swift build --show-bin-path)/swipe-conformance serve"

    With --fault NAME it serves a faulty implementation of the catalog instead
    (`swipe-conformance fuzz --fault list`), so the suite's strength can be shown
    through the protocol too:

      swipe-conformance verify --impl "swipe-conformance serve --fault slop-exclusive"

    Exits 0 after bye or at the end of input, 1 after refusing another protocol version.
    """

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let a = try Arguments(args, command: "serve", values: ["fault"], flags: [])
        guard a.positionals.isEmpty else { throw UsageError("serve: unexpected argument \(a.positionals[0]); see `swipe-conformance serve --help`") }
        var server = ProtocolServer(SwipeList.self)
        if let name = a.values["fault"] {
            guard let fault = FaultCatalog.named(name) else {
                throw UsageError("serve: unknown fault \"\(name)\"; list them with `swipe-conformance fuzz --fault list`")
            }
            server = ProtocolServer(info: fault.driver.info, runCase: fault.run)
        }
        return server.serve(readLine: { Swift.readLine(strippingNewline: true) }, writeLine: { out.write($0 + "\n") })
    }
}

/// The implementation side of PROTOCOL.md, for an implementation in this process:
/// any `(CaseInput) throws -> CaseOutput`, such as a `SwipeImplementation` or
/// `FaultyImplementation.run`. A thrown error answers `error` for that case.
///
/// ```swift
/// let server = ProtocolServer(info: ImplementationInfo(name: "fault", version: "1"), runCase: fault.run)
/// let status = server.serve(readLine: { readLine() }, writeLine: { print($0) })
/// ```
public struct ProtocolServer {
    /// What `hello` announces.
    public var info: ImplementationInfo
    /// Runs one case.
    public var runCase: (CaseInput) throws -> CaseOutput

    public init(info: ImplementationInfo, runCase: @escaping (CaseInput) throws -> CaseOutput) {
        self.info = info
        self.runCase = runCase
    }

    /// Serves an in-process implementation type, announcing its `info`.
    public init<I: SwipeImplementation>(_ type: I.Type) {
        self.init(info: I.info) { try $0.run(I.self) }
    }

    /// Answers messages until `bye` or the end of input (`readLine` returns `nil`).
    ///
    /// `writeLine` must write the line and a newline and flush. A line that is not
    /// a message this side understands is answered with an `error` without `id`.
    ///
    /// - Returns: The exit status: 0, or 1 after refusing another protocol version.
    public func serve(readLine: () -> String?, writeLine: (String) -> Void) -> Int32 {
        var greeted = false
        while let line = readLine() {
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            guard let message = try? JSONParser().parse(line), message.objectValue != nil else {
                writeLine(ProtocolMessages.error(id: nil, message: "not a JSON object: \(quoteShortened(line))"))
                continue
            }
            let reader = JSONReader(message)
            let type = message.objectValue?["type"]?.stringValue
            switch type {
            case "hello":
                let version = SwipeConformanceVersion.protocolVersion
                guard message.objectValue?["protocol"] == .number(Double(version)) else {
                    writeLine(ProtocolMessages.error(id: nil, message: "this implementation speaks protocol \(version) only"))
                    return 1
                }
                greeted = true
                writeLine(ProtocolMessages.hello(answering: info))
            case "bye":
                return 0
            case "run" where greeted:
                answer(reader, writeLine)
            case "batch" where greeted:
                do throws(JSONReadError) {
                    for c in try reader.field("cases").array() { answer(c, writeLine) }
                } catch {
                    writeLine(ProtocolMessages.error(id: nil, message: "\(error)"))
                }
            case "run", "batch":
                writeLine(ProtocolMessages.error(id: nil, message: "no hello yet"))
            default:
                writeLine(ProtocolMessages.error(id: nil, message: "unknown message type in \(quoteShortened(line))"))
            }
        }
        return 0
    }

    /// Answers one case with a `result`, or an `error` with its id.
    private func answer(_ reader: JSONReader, _ writeLine: (String) -> Void) {
        let id = try? reader.field("id").string()
        do {
            let c = try ProtocolMessages.decodeCase(reader)
            writeLine(ProtocolMessages.result(id: c.id, output: try runCase(c.input)))
        } catch {
            writeLine(ProtocolMessages.error(id: id, message: "\(error)"))
        }
    }
}
