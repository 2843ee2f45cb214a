import QuotedText
import StrictJSON
import SwipeReference

/// The implementation side of PROTOCOL.md, for an implementation in this process:
/// any `(CaseInput) throws -> CaseOutput`, such as a `SwipeImplementation` or
/// `FaultyImplementation.run`. A thrown error answers `error` for that case.
///
/// ```swift
/// let server = ProtocolServer(info: ImplementationInfo(name: "fault", version: "1"), runCase: fault.run)
/// let status = server.serve(readLine: { readLine() }, writeLine: { print($0) })
/// ```
package struct ProtocolServer {
    /// What `hello` announces.
    package var info: ImplementationInfo
    /// Runs one case.
    package var runCase: (CaseInput) throws -> CaseOutput

    /// A server announcing `info` that answers each case with `runCase`; a
    /// thrown error becomes an `error` message for the case.
    package init(info: ImplementationInfo, runCase: @escaping (CaseInput) throws -> CaseOutput) {
        self.info = info
        self.runCase = runCase
    }

    /// Serves an in-process implementation type, announcing its `info`.
    package init<I: SwipeImplementation>(_ type: I.Type) {
        self.init(info: I.info) { try $0.run(I.self) }
    }

    /// Answers messages until `bye` or the end of input (`readLine` returns `nil`).
    ///
    /// `writeLine` must write the line and a newline and flush. A line that is not
    /// a message this side understands is answered with an `error` without `id`.
    ///
    /// - Returns: The exit status: 0, or 1 after refusing another protocol version.
    package func serve(readLine: () -> String?, writeLine: (String) -> Void) -> Int32 {
        var greeted = false
        while let line = readLine() {
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let message: JSONValue
            switch ProtocolMessages.parseObject(line) {
            case .success(let object): message = .object(object)
            case .failure(let what):
                // Why, as the runner says it of an answer: a number out of range is not "not an object".
                writeLine(ProtocolMessages.error(id: nil, message: "the line is \(what): \(quoteShortened(line))"))
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
            let output: CaseOutput
            do {
                output = try runCase(c.input)
            } catch let refusal as ConfigurationError {
                output = CaseOutput(refused: refusal.refusal)  // rows refused before any event (GEO-6, MUT-1)
            }
            writeLine(ProtocolMessages.result(id: c.id, output: output))
        } catch {
            writeLine(ProtocolMessages.error(id: id, message: "\(error)"))
        }
    }
}
