import Foundation
import SwipeReference
import Testing

/// The ten parameters of SPEC.md section 2 are listed once, by
/// `SwipeParameters.Parameter`; validation, the vectors' JSON, descriptions and
/// the generators iterate that list instead of naming the parameters again.
@Suite struct ParameterTableTests {
    /// The `name` and `default` columns of SPEC.md section 2's table, in order.
    static func specParameters() throws -> [(name: String, defaultValue: Double)] {
        let spec = try String(contentsOfFile: Paths.root + "/SPEC.md", encoding: .utf8)
        let section = try #require(spec.components(separatedBy: "## 2. Parameters").last?.components(separatedBy: "\n## 3.").first)
        return try section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let number = try #require(cells[1].split(separator: " ").first.flatMap { Double($0) }, "default of \(name): \(cells[1])")
            return (name, number)
        }
    }

    /// The Swift files of `Sources/` that spell `name` as a string literal. Files
    /// generated from data (a first line `// Written by scripts/… do not edit.`,
    /// such as the built-in profiles' JSON text) hold data, not code: their keys are
    /// read through the table, and the generator's own check keeps them in sync.
    static func filesSpelling(_ name: String, in files: [String: String]) -> [String] {
        files.filter { !isGeneratedData($0.value) }
            .filter { $0.value.contains("\"\(name)\"") || $0.value.contains("\"parameters.\(name)\"") }.keys.sorted()
    }

    /// Whether a source file is data written by one of the package's scripts.
    static func isGeneratedData(_ text: String) -> Bool {
        guard let first = text.split(separator: "\n", maxSplits: 1).first else { return false }
        return first.hasPrefix("// Written by scripts/") && first.hasSuffix("do not edit.")
    }

    @Test("the table lists SPEC.md section 2's parameters, in its order, with its defaults")
    func tableIsTheSpec() throws {
        let spec = try Self.specParameters()
        #expect(spec.count == 10)
        #expect(SwipeParameters.Parameter.allCases.map(\.name) == spec.map(\.name))
        for (parameter, row) in zip(SwipeParameters.Parameter.allCases, spec) {
            #expect(SwipeParameters.defaults[parameter] == row.defaultValue, "\(parameter.name)")
        }
    }

    @Test("no Swift file of Sources/ spells a parameter's name as a string: the table's cases are the one list")
    func noSecondList() throws {
        let files = try OptionTableTests.swiftFiles(under: OptionTableTests.sources)
        #expect(files.count > 50)
        for parameter in SwipeParameters.Parameter.allCases {
            let spelling = Self.filesSpelling(parameter.name, in: files)
            #expect(spelling.isEmpty, "\(parameter.name) is spelled as a string in \(spelling.joined(separator: ", "))")
        }
    }

    @Test("the scan finds a second spelling (a list written again would not go unnoticed)")
    func scanFindsACopy() throws {
        var files = try OptionTableTests.swiftFiles(under: OptionTableTests.sources)
        files["SwipeConformance/Vectors/Codec.swift", default: ""] += "\nstatic let keys = [\"slop\", \"actionWidth\"]\n"
        #expect(Self.filesSpelling("slop", in: files) == ["SwipeConformance/Vectors/Codec.swift"])
    }

    @Test("a parameter read or written through the table is the stored property")
    func subscriptIsTheProperty() {
        var parameters = SwipeParameters.defaults
        for (i, parameter) in SwipeParameters.Parameter.allCases.enumerated() { parameters[parameter] = Double(i + 1) }
        #expect(parameters == SwipeParameters(slop: 1, actionWidth: 2, minimumActionWidth: 3, openFraction: 4, flingVelocity: 5,
                                              fullSwipeFraction: 6, fullSwipeMinimumOvershoot: 7, activationDistance: 8,
                                              elasticity: 9, settleDuration: 10))
    }
}
