import Foundation
import Testing

/// The test folders mirror the code: every folder of `Sources/SwipeConformance`
/// has its tests in the folder of the same name here (CONTRIBUTING.md, "Targets"),
/// so a reader goes from a file to its tests by the path alone.
@Suite struct TestLayoutTests {
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
