import SwipeConformance

extension ExitCode {
    /// The `EXIT CODES` section of a help screen: a row for each code of
    /// `rows`, numbered and ordered by the enum, its text wrapped to
    /// ``OptionHelp/width`` columns under the text's first word.
    ///
    /// ```swift
    /// ExitCode.helpSection([.success: "the table was printed", .usage: "bad usage"])
    /// // EXIT CODES
    /// //   0  the table was printed
    /// //   2  bad usage
    /// ```
    ///
    /// - Parameter rows: the codes a command can return, each with what it
    ///   means for that command.
    static func helpSection(_ rows: [ExitCode: String]) -> String {
        let lines = allCases.compactMap { code in
            rows[code].map { OptionHelp.wrapped($0.split(separator: " ").map(String.init), after: "  \(code.rawValue) ") }
        }
        return (["EXIT CODES"] + lines).joined(separator: "\n")
    }

    /// Every code with its ``meaning``: the rows of the help of `swipe-conformance` itself.
    static let meanings = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.meaning) })
}
