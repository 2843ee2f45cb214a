import SwipeConformance
import SwipeReference

/// The transition vectors: walks through the abstract states the search found
/// (`TransitionExplorer`) that take every transition it found and, after each,
/// apply continuations that tell the state reached from its look-alikes
/// (`TransitionCoverage`, `Characterization`).
///
/// Each tour starts at a state's representative (its starting list and the events
/// that reach it) and goes on greedily. At every state it first takes the
/// rejected events not yet done there (a rejection changes nothing, OBS-5, so they
/// chain), then the first accepted transition not yet done, in the alphabet's
/// order; after either it appends the probes that tell the most look-alikes apart;
/// when its state has nothing left to do it goes to the nearest state that has (at
/// most `maximumRoute` events away), and it stops at `maximumLength` events. Tours
/// are made until every transition is done or no probe tells its look-alikes
/// apart. They are deterministic: the same search gives the same tours, byte for byte.
package enum TransitionTours {
    /// One tour: the starting list and its events.
    package struct Tour: Sendable {
        package var start: Int
        package var events: [InputEvent]
        /// How many events are the prefix from the starting list.
        package var prefix: Int
        /// Events that took a transition, probed, or went between states.
        package var taken = 0, probed = 0, routed = 0
    }

    /// No tour grows past this many events after its prefix.
    package static let maximumLength = 48
    /// The longest way a tour takes to the next state with something to do.
    package static let maximumRoute = 5

    /// The tours covering `explorer`'s transitions, the coverage they reach, and the
    /// transitions whose look-alikes no probe tells apart; the probes are chosen from
    /// `probes` (default: those of the explorer's profile, `Characterization.probes(for:)`).
    package static func tours(_ explorer: TransitionExplorer, probes candidates: [[EventClass]]? = nil)
        -> (tours: [Tour], coverage: TransitionCoverage, unresolved: [Transition]) {
        let candidates = candidates ?? Characterization.probes(for: explorer.profile)
        var coverage = TransitionCoverage(explorer: explorer)
        var given: Set<Transition> = []  // tried from its representative without progress
        var bySource: [AbstractState: [Transition]] = [:]
        var edges: [AbstractState: [(EventClass, AbstractState)]] = [:]
        for t in explorer.transitions.keys.sorted() {
            bySource[t.from, default: []].append(t)
            if t.to != t.from { edges[t.from, default: []].append((t.event, t.to)) }
        }
        func open(_ t: Transition) -> Bool { explorer.transitions[t] != nil && !coverage.isDone(t) && !given.contains(t) }
        var out: [Tour] = []
        for source in explorer.order {
            while let first = bySource[source]?.first(where: open) {
                let rep = explorer.states[source]!
                var tour = Tour(start: rep.start, events: rep.events, prefix: rep.events.count)
                var walk = rep.walk
                var taken: Set<Transition> = []
                let useful = { (t: Transition) in open(t) && !taken.contains(t) }
                let wanted = { (s: AbstractState) in bySource[s]?.contains(where: useful) == true }
                var here = successors(of: walk)
                while tour.events.count - tour.prefix < maximumLength {
                    if !here.contains(where: { useful($0.transition) }) {
                        guard let moved = route(from: walk, to: wanted, edges: edges).flatMap({ follow($0, from: walk) })
                            ?? back(from: walk, to: wanted) else { break }
                        // Beyond the search's bound there is no way by its transitions:
                        // the nearest way back is tried event by event (`back`).
                        let there = successors(of: moved.walk)
                        guard there.contains(where: { useful($0.transition) }) else { break }
                        walk = moved.walk
                        here = there
                        tour.events += moved.events
                        tour.routed += moved.events.count
                    }
                    // The rejected events not yet done here, chained (a rejection changes
                    // nothing, so they share the probes that follow); then one accepted transition.
                    var want: Set<AbstractState> = []
                    for s in here where s.rejected && useful(s.transition) {
                        taken.insert(s.transition)
                        want.formUnion(coverage.untold[s.transition] ?? [])
                        tour.events.append(s.event)
                        tour.taken += 1
                    }
                    if !want.isEmpty {
                        let p = probes(after: walk, telling: want, coverage: coverage, from: candidates)
                        if !p.isEmpty {
                            for e in p { walk.step(e) }
                            tour.events += p
                            tour.probed += p.count
                            here = successors(of: walk)
                        }
                    }
                    // An accepted transition into a state with more to do comes first, so the tour goes on.
                    let accepted = here.filter { !$0.rejected && useful($0.transition) }
                    guard let s = accepted.first(where: { s in bySource[s.transition.to]?.contains { useful($0) && $0 != s.transition } == true })
                        ?? accepted.first else { continue }
                    taken.insert(s.transition)
                    tour.events.append(s.event)
                    tour.taken += 1
                    walk = s.after
                    let p = probes(after: walk, telling: coverage.untold[s.transition] ?? [], coverage: coverage, from: candidates)
                    for e in p { walk.step(e) }
                    tour.events += p
                    tour.probed += p.count
                    here = successors(of: walk)
                }
                // A transition a tour took that came no nearer to done is given up, so
                // the tours end: a tour that took nothing gives up the first one.
                let before = taken.map { ($0, coverage.exercised[$0] != nil, coverage.untold[$0]) }
                coverage.add(id: "tour-\(out.count)", rows: explorer.starts[tour.start], events: tour.events)
                for (t, wasExercised, untold) in before where wasExercised && coverage.untold[t] == untold { given.insert(t) }
                if taken.isEmpty { given.insert(first) } else { out.append(tour) }
            }
        }
        let unresolved = explorer.transitions.keys.filter { !coverage.isDone($0) }.sorted()
        return (out, coverage, unresolved)
    }

    /// One way on from a state: the transition, its event, the walk after it, and
    /// whether the reference rejected the event.
    struct Successor {
        var transition: Transition
        var event: InputEvent
        var after: TransitionWalk
        var rejected: Bool
    }

    /// Every transition from `walk`'s state by the alphabet, in its order.
    static func successors(of walk: TransitionWalk) -> [Successor] {
        let from = walk.state
        return walk.applicable().map { c, e in
            var after = walk
            let o = after.step(e)
            return Successor(transition: Transition(from: from, event: c, to: after.state), event: e, after: after, rejected: o.rejection != nil)
        }
    }

    /// The probes, as concrete events from `walk`, that tell its state from the
    /// states in `want`: greedily, the probe of `candidates` that leaves
    /// the fewest untold (the earlier one on a tie), until none is left or the
    /// window (`TransitionCoverage.window` accepted events) is full.
    package static func probes(after walk: TransitionWalk, telling want: Set<AbstractState>,
                               coverage: TransitionCoverage, from candidates: [[EventClass]]) -> [InputEvent] {
        var remaining = coverage.untold(want, after: walk, by: [])
        var events: [InputEvent] = []
        var at = walk
        while !remaining.isEmpty {
            var best: (events: [InputEvent], walk: TransitionWalk, left: Set<AbstractState>)?
            for probe in candidates {
                var w = at
                var added: [InputEvent] = []
                for c in probe {
                    guard let e = w.event(c) else { break }
                    added.append(e)
                    w.step(e)
                }
                guard added.count == probe.count,
                      TransitionCoverage.continuation((events + added)[...], from: walk).count == events.count + added.count else { continue }
                let left = coverage.untold(remaining, after: walk, by: events + added)
                if left.count < (best?.left.count ?? remaining.count) { best = (added, w, left) }
            }
            guard let best else { break }
            events += best.events
            at = best.walk
            remaining = best.left
        }
        return events
    }

    /// The shortest way, by the search's transitions, from `walk`'s state to a
    /// state `wanted` accepts, at most `maximumRoute` events; `nil` when there is none.
    static func route(from walk: TransitionWalk, to wanted: (AbstractState) -> Bool,
                      edges: [AbstractState: [(EventClass, AbstractState)]]) -> [EventClass]? {
        let start = walk.state
        var parents: [AbstractState: (AbstractState, EventClass)] = [:]
        var frontier = [start]
        var seen: Set<AbstractState> = [start]
        for _ in 0..<maximumRoute {
            var next: [AbstractState] = []
            for s in frontier {
                for (c, to) in edges[s] ?? [] where seen.insert(to).inserted {
                    parents[to] = (s, c)
                    if wanted(to) {
                        var way: [EventClass] = []
                        var at = to
                        while let (p, c) = parents[at] {
                            way.insert(c, at: 0)
                            at = p
                        }
                        return way
                    }
                    next.append(to)
                }
            }
            frontier = next
        }
        return nil
    }

    /// The shortest concrete way, of at most two accepted events of the alphabet,
    /// from `walk` to a state `wanted` accepts; for a state the search did not expand.
    static func back(from walk: TransitionWalk, to wanted: (AbstractState) -> Bool) -> (events: [InputEvent], walk: TransitionWalk)? {
        var frontier = [(events: [InputEvent](), walk: walk)]
        for _ in 0..<2 {
            var next: [(events: [InputEvent], walk: TransitionWalk)] = []
            for (events, w) in frontier {
                for (_, e) in w.applicable() {
                    var after = w
                    guard after.step(e).rejection == nil else { continue }
                    if wanted(after.state) { return (events + [e], after) }
                    next.append((events + [e], after))
                }
            }
            frontier = next
        }
        return nil
    }

    /// The events of `way` from `walk`, and the walk after them; `nil` when an event
    /// does not fall in its class here.
    static func follow(_ way: [EventClass], from walk: TransitionWalk) -> (events: [InputEvent], walk: TransitionWalk)? {
        var w = walk
        var events: [InputEvent] = []
        for c in way {
            guard let e = w.event(c), w.classify(e) == c else { return nil }
            events.append(e)
            w.step(e)
        }
        return (events, w)
    }
}
