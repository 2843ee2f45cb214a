import SwipeConformance
import SwipeReference

/// The faults of the VEL requirements of SPEC.md (velocity and fling), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a VEL requirement.
    static let vel: [FaultyImplementation] = [
        .stepping("velocity-from-first-sample", requirement: .vel3, origin: .handWritten,
                  summary: "measures the release velocity from the touch's first sample, not the last two") { st, e in
            guard case let .up(x, y, t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil,
                  t > touch.lastT, t > touch.t0 else { return st.feed(e) }
            let v = (x - touch.x0) / (t - touch.t0)
            // Steer the reference: one extra sample between the last and the release
            // makes its last-two-samples velocity equal to the faulty one.
            let ti = (touch.lastT + t) / 2
            let xi = x - v * (t - ti)
            guard v.isFinite, xi.isFinite, ti > touch.lastT, ti < t else { return st.feed(e) }
            let steered = st.feed(.move(x: xi, y: y, time: ti))
            var o = st.feed(e)
            o.performed = steered.performed + o.performed
            return o
        },
        .stepping("release-at-zero-uses-velocity", requirement: .vel6, origin: .misreading,
                  summary: "a fling released at offset 0 opens toward its direction instead of closing at once") { st, e in
            guard case let .up(x, _, t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil,
                  st.rows[touch.row].style == .reveal, t > touch.lastT else { return st.feed(e) }
            let v = (x - touch.lastX) / (t - touch.lastT)
            let o = st.feed(e)
            let config = st.rows[touch.row]
            guard o.rows[touch.row].offset == 0, o.rows[touch.row].phase == .closed, abs(v) >= config.parameters.flingVelocity,
                  let edge = Edge.allCases.first(where: { config.layout(of: $0).side.offsetSign * v > 0 }),
                  !config.layout(of: edge).ids.isEmpty else { return o }
            return st.feed(.open(row: touch.row, edge: edge, time: t)).merged(after: o)
        },
        releasing("up-not-a-velocity-sample", requirement: .vel1, origin: .misreading,
                  summary: "takes the velocity samples from the down and the moves only: the up's position is not a sample") { r in
            r.rule(velocity: Sample.velocity(Array(r.samples.dropLast())))
        },
        releasing("same-time-sample-added", requirement: .vel2, origin: .misreading,
                  summary: "adds a sample at the latest sample's timestamp instead of replacing it; two last samples at one time give velocity 0") { r in
            let s = r.samples
            guard s.count >= 2 else { return r.rule(velocity: 0) }
            let a = s[s.count - 2], b = s[s.count - 1]
            return r.rule(velocity: b.t == a.t ? 0 : (b.x - a.x) / (b.t - a.t))
        },
        releasing("same-time-sample-dropped", requirement: .vel2, origin: .specOnlyCatalog(id: "vel-equal-time-sample-dropped"),
                  summary: "drops a sample at the latest sample's timestamp instead of letting it replace that sample: the older position stays") { r in
            var kept: [Sample] = []
            for s in r.samples where kept.last?.t != s.t { kept.append(s) }
            return r.rule(velocity: Sample.velocity(kept))
        },
        releasing("fling-only-opens", requirement: .vel4, origin: .misreading,
                  summary: "a fling only opens: a fast release toward closed falls back to the open threshold") { r in
            let v = r.velocity
            if !r.armed, abs(v) >= r.configuration.parameters.flingVelocity, v * r.geometry.side.offsetSign <= 0 {
                return r.magnitude >= r.geometry.openThreshold ? .open : .close
            }
            return r.rule(velocity: v)
        },
        FaultyImplementation("select-fling-selects-first-action", requirement: .vel5, origin: .misreading,
                             summary: "applies the fling to the select style: a fast release toward the edge below the activation distance selects the first action") { input in
            remembered(input, initial: [Sample]()) { st, samples, e in
                guard case let .up(x, y, t) = e, let touch = st.touch, st.basicRejection(e) == nil,
                      st.rows[touch.row].style == .select else { return st.sampled(e, &samples) }
                var probe = st.inner
                let p = probe.handle(.move(x: x, y: y, time: t)).rows[touch.row]
                let v = Sample.velocity(samples + [Sample(x: x, t: t)])
                guard p.phase == .dragging, p.selected == nil, p.offset != 0, abs(v) >= st.rows[touch.row].parameters.flingVelocity,
                      v * sideSign(p.offset) > 0 else { return st.sampled(e, &samples) }
                samples = []
                // Released as at the activation distance, where the first action is selected (THR-4).
                return st.releaseSelect(x: x, y: y, time: t, side: sideSign(p.offset), magnitude: st.rows[touch.row].parameters.activationDistance)
            }
        },
    ]
}
