import Foundation
import Testing

/// The test folders mirror the code: every target of `Sources/` has its tests in
/// the folder CONTRIBUTING.md's table names ("Where things live"), and every folder
/// of `Sources/SwipeConformance` has its tests in the folder of the same name here,
/// so a reader goes from a file to its tests by the path alone.
@Suite struct TestLayoutTests {
    /// Where the tests of each Swift target of `Sources/` live, under `Tests/`.
    static let testFolders: [String: String] = [
        "SwipeReference": "ConformanceTests/Reference",
        "PropertyEngine": "PropertyEngineTests",
        "QuotedText": "QuotedTextTests",
        "StrictJSON": "StrictJSONTests",
        "ChildProcesses": "ConformanceTests/ChildProcesses",
        "SwipeConformance": "ConformanceTests",
        "SwipeVectorCatalog": "ConformanceTests/VectorCatalog",
        "SwipeFaults": "ConformanceTests/Faults",
        "SwipeConformanceCLI": "ConformanceTests/CLI",
        "SwipeConformanceTesting": "ConformanceTests/Testing",
    ]

    /// The targets with no test folder of their own, and why.
    static let withoutTestFolder: [String: String] = [
        "CProcessShims": "C functions, tested through ChildProcesses",
        "CCrashBreadcrumb": "C, tested through the Swift Testing helpers that install it",
        "SwipeVectorData": "C data that generate writes and generate --check compares",
        "swipe-conformance": "main.swift only calls CLI.run; BinaryTests run the built binary",
    ]

    @Test("every target of Sources/ has its test folder, or a reason for having none")
    func everyTargetHasItsTests() throws {
        let targets = try Self.folders(Paths.root + "/Sources")
        try #require(!targets.isEmpty, "no folders under Sources/")
        let unplaced = targets.filter { Self.testFolders[$0] == nil && Self.withoutTestFolder[$0] == nil }
        #expect(unplaced.isEmpty, "targets with no test folder in TestLayoutTests.testFolders (or a reason in withoutTestFolder): \(unplaced.joined(separator: ", "))")
        let stale = Set(Self.testFolders.keys).union(Self.withoutTestFolder.keys).subtracting(targets).sorted()
        #expect(stale.isEmpty, "TestLayoutTests names targets that are not under Sources/: \(stale.joined(separator: ", "))")
        for (target, folder) in Self.testFolders.sorted(by: { $0.key < $1.key }) where targets.contains(target) {
            let files = FileManager.default.enumerator(atPath: Paths.root + "/Tests/" + folder)?.compactMap { $0 as? String } ?? []
            #expect(files.contains { $0.hasSuffix("Tests.swift") }, "\(target)'s tests belong in Tests/\(folder), which has no *Tests.swift file")
        }
    }

    /// The folders directly inside `path`, sorted.
    static func folders(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
                && !name.hasSuffix(".docc")
        }.sorted()
    }

    @Test("every folder of Sources/SwipeConformance has a test folder of the same name")
    func testFoldersMirrorSourceFolders() throws {
        let sources = try Self.folders(Paths.root + "/Sources/SwipeConformance")
        let tests = Set(try Self.folders(Paths.root + "/Tests/ConformanceTests"))
        try #require(!sources.isEmpty, "no folders under Sources/SwipeConformance")
        let missing = sources.filter { !tests.contains($0) }
        #expect(missing.isEmpty, "Sources/SwipeConformance folders without tests of their own under Tests/ConformanceTests: \(missing.joined(separator: ", "))")
    }
}
