import Foundation
import SwipeConformance
import SwipeReference
@testable import SwipeVectorCatalog
import Testing

/// The abstract state machine behind `coverage --transitions` and
/// Vectors/transitions.json: the stored vectors take every transition the search
/// finds and tell each state from its look-alikes, and that criterion is not met
/// for free.
@Suite(.tags(.slow), .quickLoop) struct TransitionCoverageTests {
    /// The stored vectors; a load error fails the test that asks.
    static let loaded = Result { try VectorStore.load(Paths.vectors) }
    static func files() throws -> [VectorFile] {
        let files = try loaded.get()
        try #require(!files.isEmpty, "no vectors loaded from \(Paths.vectors)")
        return files
    }

    static func coverage(of files: [VectorFile]) -> TransitionCoverage {
        var coverage = TransitionCoverage(explorer: TransitionCases.explorer)
        for f in files { for c in f.cases { coverage.add(id: c.id, rows: c.input.rows, events: c.input.events) } }
        return coverage
    }

    @Test("the stored vectors take every abstract transition within the bound and tell each state from its look-alikes")
    func storedVectorsCoverEveryTransition() throws {
        let coverage = Self.coverage(of: try Self.files())
        #expect(coverage.explorer.transitions.count > 0)
        #expect(coverage.unexercised.isEmpty, "not exercised: \(coverage.unexercised.prefix(3))")
        #expect(coverage.undistinguished.isEmpty, "not told apart: \(coverage.undistinguished.prefix(3))")
    }

    @Test("without Vectors/transitions.json the other vectors leave transitions unexercised and untold")
    func otherVectorsAloneLeaveGaps() throws {
        let others = try Self.files().filter { $0.name != "transitions.json" }
        let coverage = Self.coverage(of: others)
        // The criterion is not met by construction: each kind of gap occurs.
        #expect(!coverage.unexercised.isEmpty)
        #expect(!coverage.undistinguished.isEmpty)
    }

    @Test("a vector that takes a transition and stops tells nothing apart")
    func aTransitionWithoutContinuationIsUntold() throws {
        let explorer = TransitionCases.explorer
        // Pick a transition into a state that has look-alikes: a down on a closed row
        // (pending looks like at rest).
        let start = try #require(TransitionWalk(rows: TransitionExplorer.starts[0]))
        var walk = start
        let down = try #require(walk.event(.down(.other, .middle)))
        walk.step(down)
        var coverage = TransitionCoverage(explorer: explorer)
        let taken = Transition(from: start.state, event: start.classify(down), to: walk.state)
        try #require(explorer.transitions[taken] != nil, "the search did not find \(taken)")
        try #require(coverage.untold[taken]?.isEmpty == false, "\(walk.state) has no look-alike")
        coverage.add(id: "stops", rows: TransitionExplorer.starts[0], events: [down])
        #expect(coverage.exercised[taken] == ["stops"])
        #expect(coverage.undistinguished.contains(taken))
        // A move far to the left tells the pending sequence from no sequence (a drag
        // begins; without a sequence the move is rejected, CAN-4).
        let far = try #require(walk.event(.move(.farLeft)))
        coverage.add(id: "goes-on", rows: TransitionExplorer.starts[0], events: [down, far])
        #expect(!(coverage.untold[taken] ?? []).contains { $0.sequence == .none })
    }

    @Test("the detached sequences are one state to the reference: never each other's look-alikes")
    func detachedVariantsAreNotLookAlikes() throws {
        let coverage = TransitionCoverage(explorer: TransitionCases.explorer)
        for s in TransitionCases.explorer.order where s.sequence != s.asReference.sequence {
            #expect(!coverage.lookAlikes(of: s).contains { $0.asReference == s.asReference }, "\(s)")
        }
    }

    @Test("the tours are the same on every run")
    func toursAreDeterministic() throws {
        let again = TransitionTours.tours(TransitionExplorer(depth: TransitionCases.depth)).tours
        let first = TransitionCases.tours.tours
        // Compared as text: a NaN time (NUM-4's probes) is never == itself.
        let same = again.count == first.count && zip(again, first).allSatisfy { a, b in
            a.start == b.start && "\(a.events)" == "\(b.events)"
        }
        #expect(same, "two searches made different tours (\(again.count) and \(first.count))")
    }

    @Test("every class of the alphabet labels some transition the search found, and classify is its inverse there")
    func everyClassOccurs() throws {
        let explorer = TransitionCases.explorer
        let labels = Set(explorer.transitions.keys.map(\.event))
        let dead = TransitionWalk.alphabet.filter { !labels.contains($0) }
        #expect(dead.isEmpty, "classes the search never takes: \(dead)")
        for (t, e) in explorer.transitions.sorted(by: { $0.key < $1.key }).prefix(500) {
            let walk = try #require(explorer.states[t.from]).walk
            #expect(walk.classify(e) == t.event, "\(e) in \(t.from)")
        }
    }
}

/// The abstraction is read from the reference's own state.
@Suite struct AbstractStateTests {
    @Test("a drag's abstract state: pending, then dragging past the open threshold, then detached by a delete")
    func dragThroughDelete() throws {
        var walk = try #require(TransitionWalk(rows: TransitionExplorer.starts[1]))
        #expect(walk.state.sequence == .none)
        walk.step(.down(row: 0, x: 200, y: 20, time: 0))
        #expect(walk.state.sequence == .pending)
        #expect(walk.state.touched?.phase == .closed)
        walk.step(.move(x: 300, y: 20, time: 1.0 / 64))  // 100 pt right: the leading edge, past half its extent (THR-2)
        let dragging = walk.state
        #expect(dragging.sequence == .dragging)
        #expect(dragging.touched?.revealed == .leading)
        #expect(dragging.touched?.pastOpen == true)
        #expect(dragging.touched?.startedOpen == false)
        walk.step(.deleteRow(row: 0, time: 2.0 / 64))
        #expect(walk.state.sequence == .detachedDragging)
        #expect(walk.state.asReference.sequence == .scrolling)
        #expect(walk.list.touchPhase == .scrolling)  // MUT-10: to the reference, a sequence with no effect
        walk.step(.up(x: 300, y: 20, time: 3.0 / 64))
        #expect(walk.state.sequence == .none)
    }

    @Test("the key registry: a deleted row's key is released, an insert with it takes it again")
    func keysReleasedAndTaken() throws {
        var walk = try #require(TransitionWalk(rows: TransitionExplorer.starts[1]))
        #expect(KeyState(walk) == KeyState(held: 2, released: 0))
        walk.step(.deleteRow(row: 1, time: 0))
        #expect(KeyState(walk) == KeyState(held: 1, released: 1))
        var row = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "x")])])
        row.key = "b"
        #expect(KeyEvent(.insertRow(index: 1, configuration: row, time: 0), in: walk) == .insertReleased)
        walk.step(.insertRow(index: 1, configuration: row, time: 0))
        #expect(KeyState(walk) == KeyState(held: 2, released: 0))
    }
}
