import Foundation

/// Paths of the repository, found from this file, so tests run from any directory.
enum Paths {
    static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let vectors = root + "/Vectors"

    /// A fresh temporary directory.
    static func temporaryDirectory(_ label: String) -> String {
        let dir = NSTemporaryDirectory() + "swipe-conformance-\(label)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
