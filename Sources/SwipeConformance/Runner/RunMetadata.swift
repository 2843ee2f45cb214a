import SwipeReference
import Foundation

/// What the JSON report says about the run itself, so two reports can be told
/// apart and compared: the tool version, a digest of the vector set, when the
/// run started, how long it took, and the command line.
package struct RunMetadata: Sendable, Hashable {
    package var toolVersion: String
    /// FNV-1a 64 of the vector files' text, in order (16 hex digits): each file's
    /// name, a NUL, then its bytes as loaded, or its canonical text (`text()`) when
    /// it was built in memory. Equal digests mean the same vectors; the built-in and
    /// generated files are their canonical text, so either way gives their digest.
    package var vectorDigest: String
    /// ISO 8601, UTC, to the second.
    package var date: String
    package var durationSeconds: Double
    package var commandLine: [String]
    /// The profile the run judged against, when not the default (SPEC.md section 10).
    package var profile: ProfileNote?

    /// What a report says of the profile a run judged against: its name, how many
    /// cases its vector set left out (a case the profile cannot receive), the
    /// fields not compared and how a settle is observed.
    package struct ProfileNote: Sendable, Hashable {
        package var name: String
        package var leftOut: Int
        /// The requirements no case of the profile's set exercises.
        package var untested: [RequirementID]
        package var notCompared: [String]
        package var settle: String

        package init(_ profile: Profile, leftOut: Int, untested: [RequirementID]) {
            name = profile.name
            self.leftOut = leftOut
            self.untested = untested
            notCompared = profile.observing.unobserved.map(\.rawValue)
            settle = profile.settle.rawValue
        }
    }

    package init(toolVersion: String, vectorDigest: String, date: String, durationSeconds: Double, commandLine: [String]) {
        self.toolVersion = toolVersion
        self.vectorDigest = vectorDigest
        self.date = date
        self.durationSeconds = durationSeconds
        self.commandLine = commandLine
    }

    /// The digest of a vector set (see `vectorDigest`).
    package static func digest(of files: [VectorFile]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        for f in files {
            add(f.name.utf8)
            add(CollectionOfOne(0))
            if let bytes = f.loadedBytes {
                add(bytes)
            } else {
                add(f.text().utf8)
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `date` in ISO 8601 UTC.
    package static func timestamp(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }
}
