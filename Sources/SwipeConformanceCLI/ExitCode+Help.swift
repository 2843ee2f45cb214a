import ChildProcesses
import SwipeConformance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ExitCode {
    /// The `EXIT CODES` section of a help screen: a row for each code of
    /// `rows`, numbered and ordered by the enum, then the ``interruptedRows``
    /// every command shares; each text wrapped to ``OptionHelp/width``
    /// columns under the texts' first column.
    ///
    /// ```swift
    /// ExitCode.helpSection([.success: "the table was printed", .usage: "bad usage"])
    /// // EXIT CODES
    /// //   0    the table was printed
    /// //   2    bad usage
    /// //   129  interrupted by SIGHUP (a closed terminal): 128 + 1
    /// //   130  interrupted by SIGINT (Ctrl-C): 128 + 2
    /// //   143  interrupted by SIGTERM (kill, timeout, a cancelled CI job): 128 + 15
    /// ```
    ///
    /// - Parameter rows: the codes a command can return, each with what it
    ///   means for that command.
    static func helpSection(_ rows: [ExitCode: String]) -> String {
        let numbered = allCases.compactMap { code in rows[code].map { (number: code.rawValue, text: $0) } } + interruptedRows
        let width = numbered.map { String($0.number).count }.max() ?? 1
        let lines = numbered.map { row in
            OptionHelp.wrapped(row.text.split(separator: " ").map(String.init), after: "  " + String(row.number).padding(to: width) + " ")
        }
        return (["EXIT CODES"] + lines).joined(separator: "\n")
    }

    /// The rows of a run a stop signal ends (`TerminationSignals.handled`):
    /// every command's run can be, and the tool then stops what it started
    /// and ends with the signal, which the shell reports as 128 + its number.
    static var interruptedRows: [(number: Int32, text: String)] {
        TerminationSignals.handled.sorted().map { signal in
            (128 + signal, "interrupted by \(TerminationSignals.name(of: signal))"
                + (signalCauses[signal].map { " (\($0))" } ?? "") + ": 128 + \(signal)")
        }
    }

    /// What usually sends each handled signal, for the help.
    private static let signalCauses: [Int32: String] = [
        SIGHUP: "a closed terminal", SIGINT: "Ctrl-C", SIGTERM: "kill, timeout, a cancelled CI job",
    ]

    /// Every code with its ``meaning``: the rows of the help of `swipe-conformance` itself.
    static let meanings = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.meaning) })
}
