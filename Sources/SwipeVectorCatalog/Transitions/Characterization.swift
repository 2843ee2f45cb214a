import SwipeConformance
import SwipeReference

/// What an observer tells apart after one event: the discrete fields of its
/// observation (OBS-2 to OBS-5, NUM-2) — each row's phase, revealed edge and
/// whether it shows a selection, the edges of the performed actions, whether a
/// row was tapped, the rejection.
package struct Output: Hashable, Sendable {
    package struct RowView: Hashable, Sendable {
        var phase: Phase
        var revealed: Edge?
        var selected: Bool
    }

    package var rows: [RowView]
    package var performed: [Edge]
    package var tapped: Bool
    package var rejection: Rejection?

    /// The view of `o` by an observer of the fields in `observes` (a profile's,
    /// SPEC.md section 10): a field it does not report tells nothing apart.
    package init(_ o: Observation, observes: Set<ObservedField> = Set(ObservedField.allCases)) {
        rows = o.rows.map {
            RowView(phase: observes.contains(.phase) ? $0.phase : .closed,
                    revealed: observes.contains(.revealedEdge) ? $0.revealedEdge : nil,
                    selected: observes.contains(.selected) && $0.selected != nil)
        }
        performed = observes.contains(.performed) ? o.performed.map(\.edge) : []
        tapped = observes.contains(.tappedRow) && o.tappedRow != nil
        rejection = observes.contains(.rejection) ? o.rejection : nil
    }
}

/// Telling an abstract state apart from the states that look the same
/// (`Output.view`): the characterizing continuations of the transition coverage.
///
/// Two states are confusable when an observer sees the same rows after the event
/// that reached them; a continuation distinguishes them when the outputs of its
/// events, applied to each (by class, `EventClass`, from the state's
/// representative), differ somewhere. The probes are short continuations that
/// expose one hidden component each: the sequence (a far move, a second down, a
/// close during a drag), a drag's start offset (cancel) and release (a slow up), a
/// saved selection or settle (an advance past its end), a row's style and sides
/// (open toward each edge).
package struct Characterization: Sendable {
    /// The probes, each a continuation of classes, in the order they are preferred.
    package static let probes: [[EventClass]] = [
        [.down(.other, .middle)],
        [.close(.touched)],
        [.open(.touched, .leading)], [.open(.touched, .trailing)],
        [.open(.open, .leading)], [.open(.open, .trailing)],
        [.open(.other, .leading)], [.open(.other, .trailing)],
        [.activate(.open, index: 2)],
        [.cancel],
        [.up(.here, slow: true)],
        [.move(.farLeft)], [.move(.farRight)], [.move(.down)],
        [.advance(.later)],
        [.up(.here, slow: true), .advance(.later)],
        [.cancel, .advance(.later)],
        [.move(.farLeft), .up(.here, slow: true)], [.move(.farRight), .up(.here, slow: true)],
    ]

    /// More probes for a profile that reports no rejections (SPEC.md section 10):
    /// there a second `down` is never sent while a sequence is active, so whether one
    /// is active shows only in what a new touch then does — a drag that moves a row,
    /// or nothing — after a row is inserted when the list has none.
    package static let probesWithoutRejections: [[EventClass]] = [
        [.down(.open, .middle), .move(.farLeft)], [.down(.open, .middle), .move(.farRight)],
        [.down(.other, .middle), .move(.farLeft)], [.down(.other, .middle), .move(.farRight)],
        [.insert(.top, .reveal), .down(.other, .middle), .move(.farLeft)],
    ]

    /// The probes a tour under `profile` chooses from.
    package static func probes(for profile: Profile) -> [[EventClass]] {
        profile.features.contains(.rejections) ? probes : probes + probesWithoutRejections
    }

    /// The outputs of `events` applied to `walk`, its times shifted by `shift`.
    package static func outputs(of events: [InputEvent], from walk: TransitionWalk, shift: Double = 0) -> [Output] {
        var w = walk
        return events.map { e in Output(w.step(shift == 0 ? e : e.withTime(e.time + shift)), observes: walk.profile.observes) }
    }

    /// Whether the same events, after the state of `a`, would show an observer
    /// something else after the state of `b` (its clock shifted so the events
    /// keep their distance from it).
    package static func distinguishes(_ events: [InputEvent], at a: TransitionWalk, from b: TransitionWalk) -> Bool {
        outputs(of: events, from: a) != outputs(of: events, from: b, shift: b.now - a.now)
    }
}
