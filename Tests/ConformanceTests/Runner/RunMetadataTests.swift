import SwipeConformance
import Testing

/// `RunMetadata.digest` hashes the bytes a vector file was loaded from, and a
/// file's canonical text when it was built in memory: the same for the built-in
/// vectors, so a report's digest does not depend on how its vectors arrived.
@Suite struct RunMetadataTests {
    @Test func loadedAndRenderedBuiltInVectorsHaveOneDigest() throws {
        let loaded = try VectorStore.bundled()
        let rendered = loaded.map { VectorFile(name: $0.name, area: $0.area, description: $0.description, cases: $0.cases) }
        #expect(RunMetadata.digest(of: loaded) == RunMetadata.digest(of: rendered))
        // The canonical text decodes to the same file, whose bytes give the same digest.
        let reloaded = try rendered.map { file in
            var decoded = try VectorStore.decode(Array(file.text().utf8), file: file.name)
            decoded.name = file.name
            return decoded
        }
        #expect(RunMetadata.digest(of: reloaded) == RunMetadata.digest(of: loaded))
    }

    @Test func digestFollowsTheLoadedBytes() throws {
        let file = try #require(try VectorStore.bundled().first)
        let canonical = Array(file.text().utf8)
        // The same vectors with one more blank at the end: another file, another digest.
        var padded = try VectorStore.decode(canonical + Array(" ".utf8), file: file.name)
        padded.name = file.name
        var plain = try VectorStore.decode(canonical, file: file.name)
        plain.name = file.name
        #expect(padded == plain)
        #expect(RunMetadata.digest(of: [padded]) != RunMetadata.digest(of: [plain]))
        #expect(RunMetadata.digest(of: [plain]) == RunMetadata.digest(of: [file]))
        #expect(RunMetadata.digest(of: [plain, padded]) != RunMetadata.digest(of: [padded, plain]))
    }
}
