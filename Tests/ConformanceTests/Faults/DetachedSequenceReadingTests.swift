import SwipeConformance
@testable import SwipeFaults
import SwipeReference
import SwipeVectorCatalog
import Testing

/// SPEC.md section 4, questions 10 and 11: each reading of MUT-10 the spec rules
/// out fails the vectors named there, the reference passes them, and a neighbour
/// on which the readings agree passes on the fault too.
@Suite struct DetachedSequenceReadingTests {
    /// Question 11's other reading: a pending sequence whose row was deleted is
    /// still recognised. It is not in the catalog: the property runner does not
    /// reach it within the catalog's budget (an open row, a down on another row,
    /// its delete before any move, then a move past the slop), so the vectors
    /// below are what decide it.
    static let recognisedAfterDetaching: FaultyImplementation =
        .changingRemembering("detached-pending-recognised", requirement: .mut10, origin: .misreading,
                         summary: "a pending sequence whose row was deleted is still recognised: its first move past the slop "
                         + "makes it a scroll, which closes the open row (LST-3)", initial: PendingSequence?.none) { st, pending, e in
        switch e {
        case let .move(x, y, t):
            guard let p = pending, (x - p.x) * (x - p.x) + (y - p.y) * (y - p.y) >= p.slop * p.slop else { break }
            pending = nil
            guard p.detached else { break }
            var o = st.feed(e)
            for r in o.rows.indices where o.rows[r].phase == .open {
                o = st.feed(.close(row: r, time: t)).merged(after: o)
            }
            return o
        case .up, .cancel:
            pending = nil
        default:
            break
        }
        let touching = st.touchRow
        let o = st.feed(e)
        guard o.rejection == nil else { return o }
        if case let .down(r, x, y, _) = e {
            pending = PendingSequence(x: x, y: y, slop: st.shadow.configurations[r].parameters.slop)
        }
        if case let .deleteRow(r, _) = e, touching == r { pending?.detached = true }
        return o
    }

    /// The status of each vector `ids` names on `driver`; the reference passes every one.
    static func run<D: CaseDriver>(_ driver: D, on ids: [String]) throws -> [String: CaseStatus] {
        let cases = try VectorStore.bundledCases().filter { ids.contains($0.id) }
        #expect(Set(cases.map(\.id)) == Set(ids), "vectors missing from the bundle")
        let files = [VectorFile(name: "MUT.json", area: "MUT", description: "", cases: cases)]
        var reference = InProcessDriver<SwipeList>()
        #expect(VectorRunner().run(files, driver: &reference).results.allSatisfy { $0.status == .passed })
        var driver = driver
        let report = VectorRunner().run(files, driver: &driver)
        return Dictionary(uniqueKeysWithValues: report.results.map { ($0.id, $0.status) })
    }

    @Test("question 10: a detached drag blocking open, close and activate fails each vector that pins the answer")
    func detachedDragIsNotInProgress() throws {
        let ids = ["mut-10-detached-drag-open", "mut-10-detached-drag-close", "mut-10-detached-drag-activate"]
        let fault = try #require(FaultCatalog.named("detached-drag-blocks-programmatic"))
        let statuses = try Self.run(fault.driver, on: ids)
        for id in ids { #expect(statuses[id] == .failed, "\(id): \(String(describing: statuses[id]))") }
    }

    @Test("question 11: a detached pending sequence recognised later fails the pinning vectors and passes its kept neighbour")
    func detachedPendingIsNeverRecognised() throws {
        let pinning = ["mut-10-detached-pending-no-scroll", "mut-10-detached-pending-no-drag"]
        let statuses = try Self.run(Self.recognisedAfterDetaching.driver, on: pinning + ["mut-10-kept-pending-scrolls"])
        for id in pinning { #expect(statuses[id] == .failed, "\(id): \(String(describing: statuses[id]))") }
        #expect(statuses["mut-10-kept-pending-scrolls"] == .passed)
    }
}

/// A touch sequence not yet recognised: its down point and its row's slop, and
/// whether its row has been deleted since (MUT-10).
struct PendingSequence: Sendable {
    var x: Double
    var y: Double
    var slop: Double
    var detached = false
}
