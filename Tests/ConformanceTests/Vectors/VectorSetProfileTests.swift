import Foundation
import SwipeReference
import Testing

@testable import SwipeConformance

/// A loaded vector set is of one profile: every command judges or describes it
/// under the profile its files carry, so a file of another profile in the same
/// directory is refused when the set is loaded, naming both files, instead of
/// being judged under the wrong design.
@Suite struct VectorSetProfileTests {
    /// A directory holding one file per entry of `profiles` (`nil`: no profile),
    /// each the first built-in file's cases under its own ids.
    static func directory(_ profiles: [Profile?]) throws -> String {
        let dir = Paths.temporaryDirectory("vector-set-profile")
        let base = try #require(try VectorStore.bundled().first { !$0.cases.isEmpty })
        for (i, profile) in profiles.enumerated() {
            var file = base
            file.profile = profile
            file.cases = base.cases.map { c in
                var c = c
                c.id = "f\(i)-" + c.id
                return c
            }
            try file.text().write(toFile: "\(dir)/f\(i).json", atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// The error loading `dir` throws, or `nil` when it loads.
    static func loadError(_ dir: String) -> VectorError? {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            _ = try VectorStore.load(dir)
            return nil
        } catch {
            return error
        }
    }

    @Test("a file of another profile than the set's first file is refused, both files named")
    func otherProfileRefused() throws {
        let qt = try Profile.named("qt-swipedelegate")
        let dir = try Self.directory([nil, qt])
        let error = try #require(Self.loadError(dir))
        guard case let .mixedProfiles(file, profile, firstFile, firstProfile) = error else {
            Issue.record("expected mixedProfiles, got \(error)")
            return
        }
        #expect(file.hasSuffix("/f1.json") && firstFile.hasSuffix("/f0.json"))
        #expect(profile == "qt-swipedelegate" && firstProfile == nil)
        #expect(error.description.contains("f1.json: $.profile: profile \"qt-swipedelegate\", but "))
        #expect(error.description.contains("f0.json carries no profile (the default one)"))
        #expect(!error.description.contains("\n"))
    }

    @Test("a profile of the same name with other values is refused too")
    func sameNameOtherValuesRefused() throws {
        let qt = try Profile.named("qt-swipedelegate")
        var edited = qt
        edited.design.settleRestart = edited.design.settleRestart == .restarts ? .keepsEnd : .restarts
        let error = try #require(Self.loadError(try Self.directory([qt, edited])))
        #expect(error.description.contains("with other values than the one"))
    }

    @Test("files of one profile load together, with or without a profile")
    func oneProfileLoads() throws {
        let qt = try Profile.named("qt-swipedelegate")
        #expect(Self.loadError(try Self.directory([qt, qt])) == nil)
        #expect(Self.loadError(try Self.directory([nil, nil])) == nil)
    }
}
