import Foundation
import SwipeReference
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI
@testable import SwipeVectorCatalog

/// The vectors built into the library and the tool: the same as Vectors/, kept in
/// sync by `generate`, and found by the binary wherever it is copied.
@Suite struct BundledVectorTests {
    func total(_ files: [VectorFile]) -> Int { files.reduce(0) { $0 + $1.cases.count } }

    @Test("the built-in vectors are the files of Vectors/, case for case")
    func bundledMatchesVectors() throws {
        let onDisk = try VectorStore.load(Paths.vectors)
        let bundled = try VectorStore.bundled()
        #expect(bundled.map(\.name) == onDisk.map(\.name))
        for (b, d) in zip(bundled, onDisk) {
            #expect(b.cases.map(\.id) == d.cases.map(\.id), "\(b.name)")
            // Compared as text: cases with NaN inputs are never `==` to themselves.
            #expect(b.text() == d.text(), "\(b.name): the built-in file decodes to other vectors than Vectors/")
        }
        let embedded = EmbeddedVectors.files()
        for file in embedded {
            let disk = FileManager.default.contents(atPath: Paths.vectors + "/" + file.name).map { [UInt8]($0) }
            #expect(disk == file.bytes, "\(file.name): the embedded bytes differ from Vectors/")
        }
        #expect(try VectorStore.bundledCases().count == total(onDisk))
        let thr2 = try VectorStore.bundledCases(requirement: "THR-2")
        #expect(!thr2.isEmpty)
        #expect(thr2.allSatisfy { $0.requirements.contains(.thr2) })
        let revealOnly = ImplementationInfo(name: "reveal-only", version: "1", styles: [.reveal], features: [])
        let supported = try VectorStore.bundledCases(supportedBy: revealOnly)
        #expect(!supported.isEmpty && supported.count < total(onDisk))
        #expect(supported.allSatisfy { revealOnly.supports($0.needs) && $0.needs.features.isEmpty })
    }

    @Test("every vector's tags name the style and the layout direction of every configuration it sends, inserted and reloaded ones too")
    func tagsCoverEverySentConfiguration() throws {
        // PROTOCOL.md 2.1: a case never uses a style the implementation does not
        // announce; a reveal-only implementation must not be sent a select row by a reload.
        for c in try VectorStore.bundledCases() {
            let sent = c.input.rows + c.input.events.compactMap(\.configuration)
            let styles = Set(sent.map(\.style))
            #expect(styles.isSubset(of: c.needs.styles), "\(c.id): sends \(styles.map(\.rawValue).sorted()), tagged \(c.needs.styles.map(\.rawValue).sorted())")
            if sent.contains(where: { $0.layoutDirection == .rightToLeft }) {
                #expect(c.needs.features.contains(.rtl), "\(c.id): sends a right-to-left row and is not tagged rtl")
            }
        }
        let reveal = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")])])
        var rightToLeftSelect = reveal
        rightToLeftSelect.style = .select
        rightToLeftSelect.layoutDirection = .rightToLeft
        for change in [InputEvent.reloadRow(row: 0, configuration: rightToLeftSelect, time: 0),
                       .insertRow(index: 1, configuration: rightToLeftSelect, time: 0)] {
            let input = CaseInput(rows: [reveal], events: [change])
            let needs = input.requirements(referenceOutput: try input.referenceOutput())
            #expect(needs.styles == [.reveal, .select] && needs.features.contains(.rtl), "\(change.kind)")
        }
    }

    @Test("generate writes the embedded copy beside a package's Vectors/, and --check names it once edited")
    func embeddedCopyCannotDrift() throws {
        let root = Paths.temporaryDirectory("embedded")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let vectors = root + "/Vectors", source = root + "/" + EmbeddedVectors.sourcePath
        try FileManager.default.createDirectory(atPath: (source as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let files = try VectorGenerator.files()
        try VectorGenerator.write(files, to: vectors)
        let committed = try String(contentsOfFile: Paths.root + "/" + EmbeddedVectors.sourcePath, encoding: .utf8)
        #expect(try String(contentsOfFile: source, encoding: .utf8) == committed)
        #expect(try VectorGenerator.differences(files, in: vectors).map(\.description) == [])

        try (committed.replacingOccurrences(of: "\\\"offset\\\":-74", with: "\\\"offset\\\":-75")).write(toFile: source, atomically: true, encoding: .utf8)
        #expect(try VectorGenerator.differences(files, in: vectors).map(\.description) == ["\(EmbeddedVectors.sourcePath) (the embedded copy differs)"])
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: ["generate", "--check", "--vectors", vectors], standardOutput: out, standardError: err)
        #expect(code == ExitCode.failures)
        #expect(err.text.contains(EmbeddedVectors.sourcePath))
    }

    @Test("the embedded text escapes quotes, backslashes, question marks and non-ASCII bytes for C")
    func cEscaping() {
        let file = VectorFile(name: "x.json", area: "x", description: "a \"quoted\" \\ ??= é", cases: [])
        let source = EmbeddedVectors.cSource([file])
        #expect(source.contains(#"a \\\"quoted\\\" \\\\ \?\?= \303\251"#))
    }

    @Test("the binary copied to a folder outside the repository verifies the reference and the Python example")
    func binaryAnywhere() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first: \(BinaryTests.binary)")
        let dir = Paths.temporaryDirectory("anywhere")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: BinaryTests.binary, toPath: dir + "/swipe-conformance")
        let total = try VectorStore.bundledCases().count
        for args in [["verify"], ["verify", "--impl", "python3 '\(Paths.root)/Examples/python/swipe_impl.py'"]] {
            let r = try BinaryTests.run(args, in: dir, binary: dir + "/swipe-conformance")
            #expect(r.code == ExitCode.success.rawValue, "\(args): \(r.out)\(r.err)")
            #expect(r.out.contains("\(total) passed, 0 failed"), "\(args): \(r.out)")
        }
    }
}
