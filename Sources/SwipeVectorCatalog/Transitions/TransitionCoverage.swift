import SwipeConformance
import SwipeReference

/// Which abstract transitions a set of cases exercises, and which it
/// distinguishes: after which of them the cases go on to tell the state reached
/// from every state that looks the same.
///
/// A case's events are walked with the reference; each event is a transition
/// (the abstract state before it, its class, the state after it). A transition the
/// search found (`TransitionExplorer`) is **exercised** by a case that takes it.
/// Its **look-alikes** are the other states the search found whose rows an
/// observer sees the same way (`Output.view`) after the search's own event for
/// it. It is **distinguished** when every look-alike is told apart by some case
/// that takes it: the events that follow, up to the `window`-th accepted one,
/// applied to the look-alike's representative, would show an observer something
/// else — an implementation that reached the look-alike there fails the case.
/// This is the W-method's criterion (Chow; Vasilevskii): every transition, then a
/// continuation of the characterizing set for every state it must be told from.
package struct TransitionCoverage: Sendable {
    /// Accepted events after a transition that may tell its state apart: the
    /// continuation runs until the `window`-th event the reference accepts
    /// (a rejected event changes nothing, OBS-5, so it costs nothing of the window).
    package static let window = 4

    /// The part of `events` (what follows `walk`'s state) that may tell it apart.
    package static func continuation(_ events: ArraySlice<InputEvent>, from walk: TransitionWalk) -> [InputEvent] {
        var w = walk
        var accepted = 0
        var out: [InputEvent] = []
        for e in events where accepted < window {
            out.append(e)
            if w.step(e).rejection == nil { accepted += 1 }
        }
        return out
    }

    package let explorer: TransitionExplorer
    /// The cases taking each transition, in the order given.
    package private(set) var exercised: [Transition: [String]] = [:]
    /// The look-alikes of each transition no case has told apart yet.
    package private(set) var untold: [Transition: Set<AbstractState>] = [:]
    /// Transitions outside the search's bound that the cases take.
    package private(set) var beyond: [Transition: [String]] = [:]

    /// The states the search found, by what an observer sees of them.
    private let lookAlikeStates: [AbstractState.Observed: [AbstractState]]

    package init(explorer: TransitionExplorer) {
        self.explorer = explorer
        var map: [AbstractState.Observed: [AbstractState]] = [:]
        for s in explorer.order { map[s.observed(by: explorer.profile.observes), default: []].append(s) }
        lookAlikeStates = map
        for t in explorer.transitions.keys { untold[t] = Set(lookAlikes(of: t.to)) }
    }

    /// The other states the search found that an observer sees as `state`, and that
    /// the reference holds apart (`AbstractState.asReference`).
    package func lookAlikes(of state: AbstractState) -> [AbstractState] {
        let s = state.asReference
        return (lookAlikeStates[state.observed(by: explorer.profile.observes)] ?? []).filter { $0.asReference != s }
    }

    /// Of `candidates`, the states that `events`, following `walk`'s state, do not tell apart from it.
    package func untold(_ candidates: Set<AbstractState>, after walk: TransitionWalk, by events: [InputEvent]) -> Set<AbstractState> {
        candidates.filter { other in !Characterization.distinguishes(events, at: walk, from: explorer.states[other]!.walk) }
    }

    /// Counts the transitions of one case.
    package mutating func add(id: String, rows: [RowConfiguration], events: [InputEvent]) {
        guard var walk = TransitionWalk(rows: rows, profile: explorer.profile) else { return }
        for (i, e) in events.enumerated() {
            let from = walk.state
            let c = walk.classify(e)
            walk.step(e)
            let t = Transition(from: from, event: c, to: walk.state)
            guard let left = untold[t] else {
                beyond[t, default: []].append(id)
                continue
            }
            exercised[t, default: []].append(id)
            if !left.isEmpty {
                untold[t] = untold(left, after: walk, by: Self.continuation(events[(i + 1)...], from: walk))
            }
        }
    }

    /// The search's transitions no case takes.
    package var unexercised: [Transition] {
        explorer.transitions.keys.filter { exercised[$0] == nil }.sorted()
    }

    /// The search's transitions some case takes, with look-alikes no case tells apart.
    package var undistinguished: [Transition] {
        exercised.keys.filter { untold[$0]?.isEmpty == false }.sorted()
    }

    /// Whether `t` is exercised and distinguished.
    package func isDone(_ t: Transition) -> Bool {
        exercised[t] != nil && untold[t]?.isEmpty == true
    }
}
