import Foundation
import SwipeConformance

/// A file of the package the tool was built from that the tool runs or reads
/// (`Benchmarks/hypothesis_toy.py`, `Examples/python/swipe_impl.py`,
/// `Vectors/schema.json`), found wherever the tool runs from: in the current
/// folder when it is a copy of the package, else in the package's own root,
/// where the tool was compiled, when that is still on this machine.
enum PackageFile {
    /// The root of the package the tool was compiled from (this file's path,
    /// three folders up: `Sources/SwipeConformanceCLI/PackageFile.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `relative` (a path inside the package) as found: as given, when the
    /// current folder holds it; else under ``root``; `nil` when neither does.
    static func locate(_ relative: String) -> String? {
        [relative, StagedFile.joined(root, relative)].first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Why ``locate(_:)`` found no `relative`, for a message or a table row.
    static func missing(_ relative: String) -> String {
        "\(relative) is neither in the current folder (\(FileManager.default.currentDirectoryPath)) nor in the package "
            + "the tool was built from (\(root))"
    }
}
