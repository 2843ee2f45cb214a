import SwipeConformance
import SwipeReference

/// The faults of the REC requirements of SPEC.md (recognition: slop, dominance, scroll, taps, single pointer), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a REC requirement.
    static let rec: [FaultyImplementation] = [
        .stepping("slop-from-previous-sample", requirement: .rec1, origin: .handWritten,
                  summary: "measures the slop from the previous sample instead of the touch's origin") { st, e in
            guard let touch = st.touch, touch.pending else { return st.feed(e) }
            switch e {
            case let .move(x, y, t), let .up(x, y, t):
                if let r = st.basicRejection(e) { return st.rejected(r) }
                let previous = st.memory.previousSample ?? (x: touch.x0, y: touch.y0)
                st.memory.previousSample = (x: x, y: y)
                let sx = x - previous.x, sy = y - previous.y
                let slop = st.rows[touch.row].parameters.slop
                if sx * sx + sy * sy >= slop * slop {
                    st.memory = Stepper.Memory()
                    return st.feed(e)
                }
                // Still pending by the faulty measure: the sample only lets time pass,
                // and a release is a tap at the origin.
                if case .up = e {
                    st.memory = Stepper.Memory()
                    return st.feed(.up(x: touch.x0, y: touch.y0, time: t))
                }
                return st.passTime(t)
            case .cancel:
                st.memory = Stepper.Memory()
                return st.feed(e)
            case .down, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                return st.feed(e)
            }
        },
        .stepping("dominance-not-strict", requirement: .rec3, origin: .handWritten,
                  summary: "recognises a drag when |dx| = |dy| (a diagonal), where the spec recognises a scroll") { st, e in
            guard let touch = st.touch, touch.pending else { return st.feed(e) }
            switch e {
            case let .move(x, y, t), let .up(x, y, t):
                guard st.basicRejection(e) == nil else { return st.feed(e) }
                let dx = x - touch.x0, dy = y - touch.y0, slop = st.rows[touch.row].parameters.slop
                guard dx != 0, abs(dx) == abs(dy), dx * dx + dy * dy >= slop * slop else { return st.feed(e) }
                var x2 = x
                while abs(x2 - touch.x0) <= abs(dy) { x2 = dx > 0 ? x2.nextUp : x2.nextDown }
                if case .up = e { return st.feed(.up(x: x2, y: y, time: t)) }
                return st.feed(.move(x: x2, y: y, time: t))
            case .down, .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                return st.feed(e)
            }
        },
        .stepping("second-pointer-cancels", requirement: .rec7, origin: .handWritten,
                  summary: "a second finger's down cancels the active sequence and starts a new one instead of being rejected") { st, e in
            guard case let .down(_, _, _, t) = e, st.touch != nil, st.basicRejection(e) == nil else { return st.feed(e) }
            let cancelled = st.feed(.cancel(time: t))
            return st.feed(e).merged(after: cancelled)
        },
        .stepping("tap-decided-at-down", requirement: .rec6, origin: .misreading,
                  summary: "decides what a tap does from the list as it was at the down, not at the release") { st, e in
            switch e {
            case let .down(row, x, _, _):
                let o = st.feed(e)
                if o.rejection == nil { st.remember(TapDecision(row: row, x0: x, in: o, rows: st.rows)) }
                return o
            case let .up(x, y, t):
                guard st.basicRejection(e) == nil, st.isTap(x, y), let decided = st.rememberedTap() else { return st.feed(e) }
                return st.endTap(at: t) { _ in decided }
            case .move, .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                return st.feed(e)
            }
        },
        .stepping("tap-hit-tested-at-release-point", requirement: .rec6, origin: .misreading,
                  summary: "hit-tests a tap at the release point instead of the origin of the sequence") { st, e in
            guard case let .up(x, y, t) = e, st.basicRejection(e) == nil, st.isTap(x, y), let touch = st.touch else { return st.feed(e) }
            let rows = st.rows
            return st.endTap(at: t) { TapDecision(row: touch.row, x0: x, in: $0, rows: rows) }
        },
        .stepping("slop-zero-still-finger-taps", requirement: .rec6, origin: .misreading,
                  summary: "with slop 0, a finger that has not moved from its origin stays pending and taps") { st, e in
            guard let touch = st.touch, touch.pending, st.rows[touch.row].parameters.slop == 0,
                  st.basicRejection(e) == nil else { return st.feed(e) }
            switch e {
            case let .move(x, y, t) where x == touch.x0 && y == touch.y0:
                return st.passTime(t)
            case let .up(x, y, t) where x == touch.x0 && y == touch.y0:
                let rows = st.rows
                return st.endTap(at: t) { TapDecision(row: touch.row, x0: x, in: $0, rows: rows) }
            case .move, .up:
                return st.feed(e)  // off the origin
            case .down, .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                return st.feed(e)
            }
        },
        .stepping("up-position-ignored", requirement: .rec5, origin: .misreading,
                  summary: "an up only releases: its position is not processed as a move, so the row is released where the last move left it") { st, e in
            guard case let .up(_, _, t) = e, let touch = st.touch, st.basicRejection(e) == nil else { return st.feed(e) }
            return st.feed(.up(x: touch.lastX, y: touch.lastY, time: t))
        },
        .stepping("interrupted-settle-restarts-from-zero", requirement: .rec8, origin: .misreading,
                  summary: "a drag that interrupts a reveal row's settle starts from 0, as a select row's does, instead of from the settle's target") { st, e in
            guard let touch = st.touch, touch.pending, st.rows[touch.row].style == .reveal, st.basicRejection(e) == nil else { return st.feed(e) }
            let x: Double, y: Double, t: Double
            switch e {
            case let .move(mx, my, mt), let .up(mx, my, mt): (x, y, t) = (mx, my, mt)
            case .down, .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return st.feed(e)
            }
            var settled = st.inner
            let due = settled.handle(.advance(time: t))
            var recognising = st.inner
            guard due.rows[touch.row].phase == .settling, due.rows[touch.row].offset != 0,
                  recognising.handle(.move(x: x, y: y, time: t)).rows[touch.row].phase == .dragging else { return st.feed(e) }
            // The settle is abandoned at 0 (as LST-6 closes a row), then the drag begins.
            let closed = st.feed(.close(row: touch.row, time: t))
            return st.feed(e).merged(after: closed)
        },
    ]
}
