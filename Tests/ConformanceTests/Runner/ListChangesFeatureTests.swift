import Foundation
import StrictJSON
import SwipeReference
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// List changes (SPEC MUT) are an optional feature (PROTOCOL.md 2.1, 3.5): an
/// implementation that does not announce `listChanges` is never sent a list change
/// and runs every other case exactly as before.
@Suite struct ListChangesFeatureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let vectors = root.appendingPathComponent("Vectors").path

    /// The reference, announcing every feature but `listChanges`, that records any
    /// case it receives carrying a list change or a row key.
    struct WithoutListChanges: CaseDriver {
        var inner = InProcessDriver<SwipeList>()
        var received: [String] = []
        var info: ImplementationInfo {
            ImplementationInfo(name: "no-list-changes", version: "1", features: Set(Feature.allCases).subtracting([.listChanges]))
        }
        mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
            for c in cases where c.input.events.contains(where: \.isListChange) || c.input.rows.contains(where: { $0.key != nil }) {
                received.append(c.id)
            }
            return inner.run(cases)
        }
        mutating func finish() {}
    }

    @Test("an implementation without listChanges skips exactly the list-change cases and passes every other")
    func skipsOnlyListChanges() throws {
        let files = try VectorStore.load(Self.vectors)
        let all = files.flatMap(\.cases)
        let tagged = Set(all.filter { $0.tags.contains(Feature.listChanges.rawValue) }.map(\.id))
        // Tagged exactly when the case changes the list or keys its rows (PROTOCOL.md 2.1).
        #expect(tagged == Set(all.filter { $0.input.hasListChanges }.map(\.id)))
        #expect(!tagged.isEmpty)
        var driver = WithoutListChanges()
        let report = VectorRunner().run(files, driver: &driver)
        #expect(driver.received.isEmpty, "list changes were sent: \(driver.received.prefix(3))")
        #expect(Set(report.results.filter { $0.status == .skipped }.map(\.id)) == tagged)
        #expect(report.count(.passed) == all.count - tagged.count)
        #expect(report.count(.failed) == 0 && report.count(.broken) == 0)
        #expect(report.code == .success)
        var full = InProcessDriver<SwipeList>()
        #expect(VectorRunner().run(files, driver: &full).count(.passed) == all.count)
    }

    @Test("the Python example without listChanges in its hello skips those cases over the protocol",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") && ProcessInspection.isAvailable))
    func pythonWithoutTheFeature() throws {
        let dir = Self.root.appendingPathComponent("Examples/python").path
        let command = "/usr/bin/python3 -c \"import sys; sys.path.insert(0, '\(dir)'); import swipe_impl; "
            + "swipe_impl.FEATURES.remove('listChanges'); sys.exit(swipe_impl.main())\""
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: ["verify", "--vectors", Self.vectors, "--impl", command], standardOutput: out, standardError: err)
        #expect(code == ExitCode.success, "\(out.text)\(err.text)")
        let all = try VectorStore.load(Self.vectors).flatMap(\.cases)
        let skipped = all.filter { $0.tags.contains("listChanges") }.count
        #expect(out.text.contains("\(all.count - skipped) passed, 0 failed, 0 broken, \(skipped) skipped"), "\(out.text)")
    }
}

/// The codec carries list changes and row keys (PROTOCOL.md 3.1, 3.2).
@Suite struct ListChangesCodecTests {
    static let keyed = RowConfiguration(width: 300, layoutDirection: .rightToLeft, declarations: [
        SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "pin", width: 60)])], key: "row-7")

    @Test("every list change and a keyed row round-trip through JSON text", arguments: [
        InputEvent.insertRow(index: 2, configuration: keyed, time: 0.5),
        .deleteRow(row: 1, time: 0.75),
        .moveRow(row: 3, to: 0, time: 1),
        .reloadRow(row: 0, configuration: RowConfiguration(width: 0, declarations: []), time: .nan),
    ])
    func roundTrip(_ event: InputEvent) throws {
        let text = JSONWriter.write(Codec.encode(event), style: .compact)
        let decoded = try Codec.decodeEvent(JSONReader(try JSONParser().parse(text)))
        #expect(Describe.event(decoded) == Describe.event(event), "\(text)")
        if case let .insertRow(_, c, _) = decoded { #expect(c == Self.keyed) }
    }

    @Test("a misspelled key of a list change is refused with its JSON path")
    func unknownKey() throws {
        let text = #"{"type":"moveRow","row":0,"too":1,"t":0}"#
        #expect(throws: JSONReadError.self) { try Codec.decodeEvent(JSONReader(try JSONParser().parse(text))) }
    }
}
