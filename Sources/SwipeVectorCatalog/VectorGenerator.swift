import SwipeConformance
import Foundation
import PropertyEngine
import SwipeReference

/// Builds the vector files from the reference, writes them atomically, checks the
/// committed ones, and measures coverage.
public enum VectorGenerator {
    /// What each vector file holds: a requirement group's file as `Requirements.groups`
    /// describes it, and the files of no single group.
    static let areaDescriptions: [String: String] = [
        "examples": "The worked examples of SPEC.md section 6",
        "generated": "Generated gesture streams from fixed seeds (Gen+Gesture), broadening coverage",
        "matrix": "One case for every reachable cell of the state × event matrix (swipe-conformance coverage --matrix)",
        "clauses": "Every validation clause of a configuration (GEO-6, ACC-4, MUT-1), broken alone and kept by its nearest valid neighbour, in the initial list, an insertRow and a reloadRow (swipe-conformance coverage --clauses)",
        "transitions": "Tours taking every abstract transition of the reference within the search's bound, each followed by probes that tell its state apart (swipe-conformance coverage --transitions)",
    ].merging(Requirements.groups.map { ($0.prefix, $0.vectorFileDescription) }, uniquingKeysWith: { area, _ in area })

    /// Every vector file, in a stable order, computed from the reference.
    public static func files() throws -> [VectorFile] {
        var byArea: [String: [VectorCase]] = [:]
        var order: [String] = []
        for c in CuratedCases.all() + GeneratedCases.all() + TransitionCases.all() + ConfigurationClause.cases() {
            let vector = VectorCase(id: c.id, description: c.description, requirements: c.requirements, input: c.input)
            if byArea[c.area] == nil { order.append(c.area) }
            byArea[c.area, default: []].append(vector)
        }
        return order.sorted().map { area in
            VectorFile(name: "\(area).json", area: area, description: areaDescriptions[area] ?? area, cases: byArea[area]!)
        }
    }

    /// Cases per requirement id, for every id of SPEC.md (zero included).
    public static func coverage(of files: [VectorFile]) -> [(id: RequirementID, cases: [String])] {
        var map: [RequirementID: [String]] = [:]
        for f in files { for c in f.cases { for r in c.requirements { map[r, default: []].append(c.id) } } }
        return Requirements.all.map { ($0, map[$0] ?? []) }
    }

    /// The minimum number of vectors each requirement must have.
    public static let minimumCoverage = 3

    /// Writes `files` into `directory` atomically: every file is staged
    /// (`StagedFile`: a hidden temporary file beside its target) and read back
    /// first; only then is each one moved into place by a rename. No other file is removed or changed: the folder may hold the
    /// user's own files (a saved fuzz counterexample); they are returned so the
    /// caller can name them. A failure before the moves leaves the directory
    /// untouched. When `directory` is the package's top-level vector folder and
    /// `embedded` holds (the default profile's vectors), the embedded copy compiled
    /// into the library (EmbeddedVectors) is rewritten too.
    ///
    /// `companions` (name and text: the format's schema and README) are staged
    /// and moved in with the vector files, so a failure leaves neither.
    ///
    /// `shouldStop` is asked once every file is staged and read back, just
    /// before the first is moved into place (a stop signal, for the tool): when
    /// it answers `true`, nothing is moved, the staged files are discarded and
    /// `CancellationError` is thrown, so the directory is as it was.
    ///
    /// - Returns: the names of `*.json` files in `directory` that are not generated.
    @discardableResult
    public static func write(_ files: [VectorFile], to directory: String, embedded: Bool = true,
                             companions: [(name: String, text: String)] = [],
                             shouldStop: () -> Bool = { false }) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var staged: [StagedFile] = []
        defer { staged.forEach { $0.discard() } }
        do {
            for f in files {
                let file = try StagedFile.stage(f.text(), for: StagedFile.joined(directory, f.name))
                staged.append(file)
                // Read back: what lands must load.
                let bytes = [UInt8](FileManager.default.contents(atPath: file.temporaryPath) ?? Data())
                let back = try VectorStore.decode(bytes, file: file.temporaryPath)
                guard back.cases.count == f.cases.count else {
                    throw VectorError.inconsistent(file: file.temporaryPath, caseID: "*", path: nil, reason: "staged file does not read back")
                }
            }
            for companion in companions {
                staged.append(try StagedFile.stage(companion.text, for: StagedFile.joined(directory, companion.name)))
            }
            let old = Set(try VectorStore.fileNames(in: directory))
            if shouldStop() { throw CancellationError() }
            while !staged.isEmpty { try staged.removeFirst().commit() }
            if embedded, let source = EmbeddedVectors.sourceFile(besideVectors: directory) {
                try StagedFile.write(EmbeddedVectors.cSource(files), to: source)
            }
            return old.subtracting(files.map(\.name)).sorted()
        } catch let error as FileWriteError {
            throw VectorError.unreadable(file: error.path, reason: error.reason)
        }
    }

    /// A file of a vector directory that differs from what the reference generates.
    public struct Difference: Sendable, Hashable, CustomStringConvertible {
        /// How it differs.
        public enum Kind: Sendable, Hashable {
            /// A generated file is missing, or differs: ``write(_:to:embedded:companions:shouldStop:)`` rewrites it.
            case missing, differs
            /// The embedded copy (EmbeddedVectors) differs: `write` rewrites it too.
            case embeddedCopy
            /// A `*.json` file the reference does not generate: `write` leaves it
            /// alone (it may be the user's), so only removing it ends the difference.
            case notGenerated
        }

        /// The file's name in the directory (or the embedded copy's path).
        public var name: String
        /// How it differs.
        public var kind: Kind

        /// Whether writing the vectors ends the difference (not a file it leaves alone).
        public var isRewritten: Bool { kind != .notGenerated }

        /// `THR.json (differs)`.
        public var description: String {
            switch kind {
            case .missing: "\(name) (missing)"
            case .differs: "\(name) (differs)"
            case .embeddedCopy: "\(name) (the embedded copy differs)"
            case .notGenerated: "\(name) (not generated)"
            }
        }
    }

    /// The files in `directory` that differ from `files`: changed, missing, or
    /// not generated; and the embedded copy (EmbeddedVectors) when `directory`
    /// is the package's top-level vector folder.
    public static func differences(_ files: [VectorFile], in directory: String,
                                   embedded: Bool = true) throws(VectorError) -> [Difference] {
        let present = Set(try VectorStore.fileNames(in: directory))
        var diffs: [Difference] = []
        for f in files {
            let path = StagedFile.joined(directory, f.name)
            guard let data = FileManager.default.contents(atPath: path) else {
                diffs.append(Difference(name: f.name, kind: .missing))
                continue
            }
            if data != Data(f.text().utf8) { diffs.append(Difference(name: f.name, kind: .differs)) }
        }
        for extra in present.subtracting(files.map(\.name)).sorted() { diffs.append(Difference(name: extra, kind: .notGenerated)) }
        if embedded, let source = EmbeddedVectors.sourceFile(besideVectors: directory),
           FileManager.default.contents(atPath: source) != Data(EmbeddedVectors.cSource(files).utf8) {
            diffs.append(Difference(name: EmbeddedVectors.sourcePath, kind: .embeddedCopy))
        }
        return diffs
    }
}
