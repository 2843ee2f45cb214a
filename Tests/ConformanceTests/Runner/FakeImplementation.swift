import Foundation
import SwipeReference

@testable import SwipeConformance

/// Shell scripts that play a protocol implementation, well or badly, each
/// marked so that a test can find every process it left (`ProcessInspection`).
struct FakeImplementation {
    /// The full `--impl` command.
    let command: String
    /// A unique string in the shell's command line and its descendants' environment.
    let marker: String

    /// `script`, run by `sh` with an exported marker.
    init(_ script: String) {
        marker = "swipe-fake-" + UUID().uuidString
        command = "export SWIPE_FAKE_MARK=\(marker); \(script)"
    }

    /// Answers the handshake, then each `run` by the first of `answers` whose id
    /// the message names (sh code, e.g. `reply(result)`); exits at `bye` or at
    /// the end of input.
    static func answering(_ answers: [(id: String, action: String)], hello: String = Self.hello) -> FakeImplementation {
        let branches = answers.map { "*'\"id\":\"\($0.id)\"'*) \($0.action) ;;" }.joined(separator: " ")
        return FakeImplementation("""
            read -r line; \(reply(hello))
            while read -r line; do case "$line" in *'"type":"bye"'*) exit 0 ;; \(branches) esac; done
            """)
    }

    /// The live processes this fake left behind.
    var leftovers: [pid_t] { ProcessInspection.processes(marked: marker) }

    /// sh code printing `lines`, each with a newline.
    static func reply(_ lines: String...) -> String { reply(lines) }

    /// sh code printing `lines`, each with a newline.
    static func reply(_ lines: [String]) -> String {
        lines.map { line in
            precondition(!line.contains("'"), "a fake reply cannot hold a single quote")
            return "printf '%s\\n' '\(line)';"
        }.joined(separator: " ")
    }

    static let hello = ProtocolMessages.hello(answering: ImplementationInfo(name: "fake", version: "0.1"))

    // MARK: Cases

    /// A case on SPEC row R1: a drag to the left by 100 and a release (3 events).
    static func dragCase(_ id: String) -> (id: String, input: CaseInput) {
        let row = RowConfiguration(width: 375, layoutDirection: .leftToRight, style: .reveal, declarations: [
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete"), SwipeAction(id: "flag")]),
        ])
        let events: [InputEvent] = [.down(row: 0, x: 300, y: 20, time: 0), .move(x: 200, y: 20, time: 0.05), .up(x: 200, y: 20, time: 0.1)]
        return (id, CaseInput(rows: [row], events: events))
    }

    /// The reference's output for a case.
    static func expected(_ c: (id: String, input: CaseInput)) -> CaseOutput {
        try! c.input.referenceOutput()
    }

    /// The reference's `result` line for a case, answered under `id`.
    static func result(_ c: (id: String, input: CaseInput), as id: String? = nil) -> String {
        ProtocolMessages.result(id: id ?? c.id, output: expected(c))
    }
}
