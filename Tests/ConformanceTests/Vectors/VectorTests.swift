import Foundation
import SwipeConformance
import SwipeConformanceCLI
import SwipeVectorCatalog
import SwipeReference
import StrictJSON
import Testing

/// Every stored vector against the reference, one test case per vector;
/// the corpus's size, coverage and determinism; and the loader's errors.
@Suite struct VectorTests {
    /// The stored vectors, or the error that loading them raised: the tests
    /// below rethrow it, so a broken `Vectors/` fails them instead of leaving
    /// them with nothing to check.
    static let loaded = Result { try VectorStore.load(Paths.vectors) }
    static let cases: [String: VectorCase] = Dictionary(uniqueKeysWithValues: loadedCases.map { ($0.id, $0) })
    /// The ids of the stored vectors (none when loading failed, which
    /// `loadsAndCoversSPEC` reports).
    static let ids: [String] = loadedCases.map(\.id)
    private static var loadedCases: [VectorCase] {
        switch loaded {
        case .success(let files): files.flatMap(\.cases)
        case .failure: []
        }
    }

    @Test("the reference reproduces the vector", arguments: ids)
    func vector(_ id: String) throws {
        let v = try #require(Self.cases[id])
        let actual = v.input.referenceOutcome()  // a refused list too (GEO-6, MUT-1)
        let d = Comparison.firstDifference(expected: v.expected, actual: actual)
        #expect(d == nil, "\(id) [\(v.requirements.joined(separator: ", "))]: \(d.map { "\($0)" } ?? "")")
    }

    /// How many vectors there are is not a floor here: `inSync` requires exactly the
    /// generator's files, case for case.
    @Test("every requirement of SPEC.md in at least 3 vectors")
    func loadsAndCoversSPEC() throws {
        let files = try Self.loaded.get()
        let coverage = VectorGenerator.coverage(of: files)
        let specIDs = try SpecCoverageTests.specIDs()
        try #require(!specIDs.isEmpty, "no requirement ids found in SPEC.md")
        // The design-choice requirements (DCH) are the values other than the default:
        // a profile's derived vectors pin them (ProfileTests), the bundled set does not.
        let defaultIDs = specIDs.filter { !$0.hasPrefix(Requirements.designChoiceGroup.prefix + "-") }
        #expect(Set(coverage.map(\.id.rawValue)) == defaultIDs, "the vectors' requirement ids differ from those of SPEC.md")
        for c in coverage {
            #expect(c.cases.count >= VectorGenerator.minimumCoverage, "\(c.id) is covered by \(c.cases.count) vectors")
        }
    }

    @Test("the committed vectors are what the reference generates, byte for byte, twice")
    func inSync() throws {
        let a = try VectorGenerator.files(), b = try VectorGenerator.files()
        #expect(a.map { $0.text() } == b.map { $0.text() })
        #expect(try VectorGenerator.differences(a, in: Paths.vectors).map(\.description) == [])
    }

    @Test("generate --check names the file after one committed value is edited")
    func checkDetectsEdit() throws {
        let dir = Paths.temporaryDirectory("check")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = try VectorGenerator.files()
        try VectorGenerator.write(files, to: dir)
        #expect(try VectorGenerator.differences(files, in: dir).map(\.description) == [])
        let path = dir + "/THR.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let edited = try #require(text.range(of: "\"offset\":-74")).lowerBound
        var changed = text
        changed.replaceSubrange(edited..<text.index(edited, offsetBy: 12), with: "\"offset\":-75")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try VectorGenerator.differences(files, in: dir).map(\.description) == ["THR.json (differs)"])
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: ["generate", "--check", "--vectors", dir], standardOutput: out, standardError: err)
        #expect(code == ExitCode.failures)
        #expect(err.text.contains("THR.json"))
    }

    @Test("a failed generation leaves the committed vectors untouched")
    func atomicWrite() throws {
        let dir = Paths.temporaryDirectory("atomic")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = try VectorGenerator.files()
        try VectorGenerator.write(files, to: dir)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        // A file that cannot be encoded stops the write before anything is replaced.
        var broken = files
        broken[0].cases[0].id = ""
        #expect(throws: (any Error).self) { try VectorGenerator.write(broken, to: dir) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == before)
        #expect(try VectorGenerator.differences(files, in: dir).map(\.description) == [])
    }

    @Test("a stop (a signal to the tool) once every file is staged moves nothing into place and leaves no staged file")
    func stopBeforeTheMoves() throws {
        let dir = Paths.temporaryDirectory("stop-before-moves")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let marker = Data("{\"marker\":1}\n".utf8)
        try marker.write(to: URL(fileURLWithPath: dir + "/THR.json"))
        let files = try VectorStore.load(Paths.vectors + "/THR.json")
        var asked = 0
        #expect(throws: CancellationError.self) {
            try VectorGenerator.write(files, to: dir, companions: [(name: "README.md", text: "format\n")], shouldStop: { asked += 1; return true })
        }
        #expect(asked == 1)
        #expect(FileManager.default.contents(atPath: dir + "/THR.json") == marker)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["THR.json"])
        // Not stopped, the same write replaces the file.
        try VectorGenerator.write(files, to: dir, shouldStop: { false })
        #expect(try VectorGenerator.differences(files, in: dir).map(\.description) == [])
    }

    // MARK: Damaged files

    static func damaged(_ name: String, _ bytes: [UInt8]) -> String {
        do {
            _ = try VectorStore.decode(bytes, file: name)
            return "accepted"
        } catch {
            return error.description
        }
    }

    /// A valid vector file of one case, to damage.
    static func goodText() throws -> String {
        let f = try #require(try loaded.get().first { $0.name == "THR.json" }, "Vectors/THR.json is missing")
        return VectorFile(name: f.name, area: f.area, description: f.description, cases: [f.cases[0]]).text()
    }

    @Test("a truncated file: one line naming the file and where the JSON ended")
    func truncated() throws {
        let good = try Self.goodText()
        let m = Self.damaged("THR.json", Array(good.utf8.prefix(good.utf8.count / 2)))
        #expect(m.hasPrefix("THR.json: not valid JSON"))
        #expect(!m.contains("\n"))
    }

    @Test("a wrong type: one line with the JSON path and what was expected")
    func wrongType() throws {
        let good = try Self.goodText()
        let text = good.replacingOccurrences(of: "\"width\":375", with: "\"width\":\"375\"")
        let m = Self.damaged("THR.json", Array(text.utf8))
        #expect(m.hasPrefix("THR.json: case thr-1-slop-reveal-below: $.cases[0].rows[0].width"), "\(m)")
        #expect(m.contains("number"))
        #expect(!m.contains("\n"))
    }

    @Test("a missing field: the path of the object and the field's name")
    func missingField() throws {
        let good = try Self.goodText()
        let text = good.replacingOccurrences(of: "\"description\":", with: "\"descriptio\":")
        let m = Self.damaged("THR.json", Array(text.utf8))
        #expect(m.contains("THR.json: $"), "\(m)")
        #expect(m.contains("description"))
    }

    @Test("an unknown format version is refused")
    func unknownVersion() throws {
        let good = try Self.goodText()
        let text = good.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 2")
        let m = Self.damaged("THR.json", Array(text.utf8))
        #expect(m.contains("$.format: unsupported vector format (found the number 2)"), "\(m)")
    }

    @Test("NaN spelled as a string is refused with its path")
    func nanAsString() throws {
        let good = try Self.goodText()
        let text = good.replacingOccurrences(of: "\"t\":0}", with: "\"t\":\"NaN\"}")
        #expect(text != good)
        let m = Self.damaged("THR.json", Array(text.utf8))
        #expect(m.contains("$.cases[0].events["), "\(m)")
        #expect(m.contains(".t"))
        #expect(!m.contains("\n"))
    }

    @Test("every error inside a case names the file, the case id and the JSON path, and says what to do", arguments: [
        (#""width":375"#, #""width":"375""#, "$.cases[0].rows[0].width: expected a number"),
        (#""t":0}"#, #""t":{"nonFinite":"nan"}}"#, #"$.cases[0].events[0].t.nonFinite: expected "NaN", "Infinity" or "-Infinity", found "nan"; spell"#),
        (#""REC-1""#, #""REC-99""#, #"$.cases[0].requirements[1]: requirement "REC-99" is not defined in SPEC.md; give"#),
        (#""slop":10"#, #""slop":-10"#, "$.cases[0].rows: invalid rows: "),
        (#"{"type":"down","row":0,"x":300,"y":20,"t":0},"#, "", "$.cases[0].expected.observations: 2 events but 3 expected observations; there must be one per event"),
    ])
    func caseErrorsNameTheCaseAndThePath(original: String, replacement: String, said: String) throws {
        let good = try Self.goodText()
        let text = good.replacingOccurrences(of: original, with: replacement)
        try #require(text != good, "\(original) is not in the file")
        let m = Self.damaged("THR.json", Array(text.utf8))
        #expect(m.hasPrefix("THR.json: case thr-1-slop-reveal-below: " + said), "\(m)")
        #expect(!m.contains("\n"))
    }

    @Test("a case id with a control character is refused: no command line could select it", arguments: ["bad\nid", "tab\tid", "del\u{7F}id", "c1\u{85}id"])
    func controlCharacterInACaseID(id: String) throws {
        let good = try Self.goodText()
        let text = good.replacingOccurrences(of: #""id": "thr-1-slop-reveal-below""#, with: #""id": "# + JSONWriter.quote(id))
        try #require(text != good)
        let m = Self.damaged("THR.json", Array(text.utf8))
        #expect(m.hasPrefix("THR.json: $.cases[0].id: the case id "), "\(m)")
        #expect(m.contains("holds the control character U+") && m.hasSuffix("give the case an id without control characters"), "\(m)")
        #expect(!m.contains("\n"))
    }

    @Test("a bad profile in a vector file is located once: the file, then the JSON path")
    func badProfileInAVectorFile() throws {
        let good = try Self.goodText()
        let text = good.replacingOccurrences(of: #""cases":"#, with: #""profile": {"name": "q", "choices": {"fullSwipe": "zz"}}, "cases":"#)
        try #require(text != good)
        let m = Self.damaged("THR.json", Array(text.utf8))
        #expect(m.hasPrefix(#"THR.json: $.profile.choices.fullSwipe: "zz" is not a value of fullSwipe"#), "\(m)")
        #expect(m.components(separatedBy: "THR.json").count == 2, "the file is named once: \(m)")
    }

    @Test("100 MB of nesting is refused quickly, without exhausting the stack")
    func deepNesting() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100 * 1024 * 1024)
        let m = Self.damaged("deep.json", bytes)
        #expect(m.hasPrefix("deep.json: not valid JSON"), "\(m)")
        #expect(m.contains("nest"))
        #expect(!m.contains("\n"))
    }

    @Test("the CLI reports a damaged file in one line with exit code 2")
    func cliDamaged() throws {
        let good = try Self.goodText()
        let dir = Paths.temporaryDirectory("damaged")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try String(good.prefix(300)).write(toFile: dir + "/THR.json", atomically: true, encoding: .utf8)
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: ["verify", "--vectors", dir], standardOutput: out, standardError: err)
        #expect(code == ExitCode.usage)
        #expect(err.text.split(separator: "\n").count == 1, "\(err.text)")
        #expect(err.text.contains(dir + "/THR.json"))
    }
}
