/// Where a fault of the catalog comes from, so a reader can tell a bug a peer
/// shipped from a misreading the spec invites and from a rule broken by hand.
///
/// ```swift
/// FaultCatalog.all.filter { if case .peerReport = $0.origin { true } else { false } }
/// ```
public enum FaultOrigin: Sendable, Hashable {
    /// A bug that users of a peer library reported, e.g. `"MGSwipeTableCell #163"`:
    /// the issue references, as the fault's summary cites them.
    case peerReport(references: [String])
    /// Written from a row of the misreading table (`Misreadings` in
    /// SwipeVectorCatalog): the other reading of one sentence of SPEC.md.
    case misreading
    /// One rule broken by hand against the spec (a comparison, a measurement, a
    /// step left out); the misreading table names it afterwards.
    case handWritten
    /// A fault of the catalog written from SPEC.md alone by someone who had not
    /// seen the vectors (`scripts/spec_only_faults/faults.json`), by its `id`
    /// there, e.g. `"vel-equal-time-sample-dropped"`: the same reading, carried
    /// over so the vectors that decide it stay tied to it.
    case specOnlyCatalog(id: String)
}
