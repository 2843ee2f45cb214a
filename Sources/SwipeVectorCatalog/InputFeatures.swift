import SwipeConformance
import PropertyEngine
import SwipeReference

/// How often generated cases carry each input the spec names (the generator
/// reaches every input, not only realistic gestures): events with two rejection
/// reasons, non-finite values in each numeric field, bad row and action indices,
/// repeated timestamps inside a sequence, taps released away from their origin,
/// flings of each style and direction, releases at offset 0. A case counts once
/// per feature. It also counts the cells of the state × event matrix
/// (`CoverageMatrix`) the cases reach.
///
/// `swift run -c release swipe-conformance bench thresholds` prints the table
/// after the threshold table; `InputFeaturesTests` holds the floor of 1 %.
public struct InputFeatures: Sendable, CustomStringConvertible {
    /// One input the spec names, by the description the table prints (with its requirement id).
    public enum Feature: String, Sendable, CaseIterable {
        /// An event to which two rejection reasons apply (OBS-5).
        case twoReasons = "an event to which two rejection reasons apply (OBS-5)"
        /// A non-finite x (NUM-4).
        case nonFiniteX = "a non-finite x (NUM-4)"
        /// A non-finite y (NUM-4).
        case nonFiniteY = "a non-finite y (NUM-4)"
        /// A non-finite time (NUM-4).
        case nonFiniteT = "a non-finite t (NUM-4)"
        /// A negative row index (LST-7).
        case negativeRow = "a negative row index (LST-7)"
        /// A row index past the last row (LST-7).
        case rowPastEnd = "a row index past the last row (LST-7)"
        /// A negative action index (AX-3).
        case negativeAction = "a negative action index (AX-3)"
        /// An action index past the row's accessibility list (AX-3).
        case actionPastEnd = "an action index past the list (AX-3)"
        /// A repeated timestamp inside a touch sequence (VEL-2).
        case repeatedTime = "a repeated timestamp inside a sequence (VEL-2)"
        /// A tap released away from its origin, inside the slop (REC-6).
        case slidingTap = "a tap released away from its origin, inside the slop (REC-6)"
        /// A tap whose finger moved within the slop and was released at its origin (REC-6, DCH-21).
        case strayingTap = "a tap whose finger strays within the slop and comes back (REC-6, DCH-21)"
        /// An `open` of the row a pending touch is on (DCH-13).
        case openUnderPress = "an open of the row under a pending touch (DCH-13)"
        /// A fling to the left on a `reveal` row (VEL-4).
        case flingRevealLeft = "a fling to the left, reveal (VEL-4)"
        /// A fling to the right on a `reveal` row (VEL-4).
        case flingRevealRight = "a fling to the right, reveal (VEL-4)"
        /// A fling to the left on a `select` row (VEL-5).
        case flingSelectLeft = "a fling to the left, select (VEL-5)"
        /// A fling to the right on a `select` row (VEL-5).
        case flingSelectRight = "a fling to the right, select (VEL-5)"
        /// A drag released at offset 0 (VEL-6).
        case releaseAtZero = "a drag released at offset 0 (VEL-6)"
    }

    /// How many cases were measured.
    public var cases = 0
    /// How many of the cases carry each feature (a case counts once per feature).
    public var counts: [Feature: Int] = [:]
    /// Cells of the matrix reached, and the reachable cells.
    public var cellsReached = 0
    /// The cells of the state × event matrix that any case can reach.
    public var cellsReachable = 0

    /// Measures `count` cases of the generator from `seed`.
    public static func measure(cases count: Int, seed: Seed = PropertySuite.defaultSeed) -> InputFeatures {
        var stats = InputFeatures()
        var cells = Set<CoverageMatrix.Cell>()
        for i in 0..<count {
            var source = ChoiceSource(seed: seed.forCase(i))
            let input = SwipeGen.changingCase.generate(&source)
            guard let output = try? input.referenceOutput() else { continue }
            stats.cases += 1
            let steps = CoverageMatrix.steps(input, output)
            for s in steps { cells.insert(CoverageMatrix.Cell(state: s.state, event: s.event)) }
            for f in features(input, output, steps) { stats.counts[f, default: 0] += 1 }
        }
        stats.cellsReached = cells.filter { CoverageMatrix.unreachable($0) == nil }.count
        stats.cellsReachable = MatrixState.all.flatMap { s in MatrixEvent.all.map { CoverageMatrix.Cell(state: s, event: $0) } }
            .filter { CoverageMatrix.unreachable($0) == nil }.count
        return stats
    }

    /// The features one case has.
    static func features(_ input: CaseInput, _ output: CaseOutput, _ steps: [MatrixStep]) -> Set<Feature> {
        var out = Set<Feature>()
        if steps.contains(where: { $0.reasons.count >= 2 }) { out.insert(.twoReasons) }
        var touch: (row: Int, x0: Double, y0: Double, lastT: Double)?
        var samples: [(x: Double, t: Double)] = []
        // List changes renumber the rows (SPEC MUT): follow each row's current configuration.
        let configurationsAfter = input.configurations(after: output.observations)
        for (i, (e, o)) in zip(input.events, output.observations).enumerated() {
            let rows = i == 0 ? input.rows : configurationsAfter[i - 1]
            switch e {
            case let .down(_, x, y, t), let .move(x, y, t), let .up(x, y, t):
                if !x.isFinite { out.insert(.nonFiniteX) }
                if !y.isFinite { out.insert(.nonFiniteY) }
                if !t.isFinite { out.insert(.nonFiniteT) }
            case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                if !e.time.isFinite { out.insert(.nonFiniteT) }
            }
            if let r = e.row {
                if r < 0 { out.insert(.negativeRow) } else if r >= rows.count { out.insert(.rowPastEnd) }
            }
            if case let .activate(r, index, _) = e, rows.indices.contains(r) {
                if index < 0 { out.insert(.negativeAction) } else if index >= rows[r].accessibleActionCount { out.insert(.actionPastEnd) }
            }
            guard o.rejection == nil else { continue }
            if let map = e.rowMap {
                // A sequence whose row is deleted is detached (MUT-10): nothing more to measure of it.
                if let tc = touch { touch = map(tc.row).map { (row: $0, x0: tc.x0, y0: tc.y0, lastT: tc.lastT) } }
                continue
            }
            switch e {
            case let .down(row, x, y, t):
                touch = (row, x, y, t)
                samples = [(x, t)]
            case let .move(x, _, t), let .up(x, _, t):
                guard var tc = touch else { break }
                if t == tc.lastT { out.insert(.repeatedTime) }
                tc.lastT = t
                touch = tc
                if samples.last?.t == t { samples[samples.count - 1] = (x, t) } else { samples.append((x, t)) }
                guard case let .up(ux, uy, _) = e, steps.indices.contains(i) else { break }
                let step = steps[i], after = o.rows[tc.row]
                if step.exercised.contains(.rec6), ux != tc.x0 || uy != tc.y0 { out.insert(.slidingTap) }
                if step.exercised.contains(.rec6), ux == tc.x0, uy == tc.y0, samples.contains(where: { $0.x != tc.x0 }) {
                    out.insert(.strayingTap)
                }
                if step.state.touch == .dragging || step.exercised.contains(.rec3), samples.count >= 2 {
                    let a = samples[samples.count - 2], b = samples[samples.count - 1]
                    let v = (b.x - a.x) / (b.t - a.t)
                    if abs(v) >= rows[tc.row].parameters.flingVelocity {
                        switch (rows[tc.row].style, v < 0) {
                        case (.reveal, true): out.insert(.flingRevealLeft)
                        case (.reveal, false): out.insert(.flingRevealRight)
                        case (.select, true): out.insert(.flingSelectLeft)
                        case (.select, false): out.insert(.flingSelectRight)
                        }
                    }
                }
                if step.state.touch == .dragging || step.exercised.contains(.rec3), after.offset == 0, after.phase == .closed {
                    out.insert(.releaseAtZero)
                }
                touch = nil
            case .cancel:
                touch = nil
            case let .open(row, _, _):
                // On the pressed row while its touch is pending (no move recognised yet).
                if let tc = touch, tc.row == row, steps.indices.contains(i), steps[i].state.touch == .pending {
                    out.insert(.openUnderPress)
                }
            case .advance, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                break  // list changes continued above; the others touch no sequence
            }
        }
        return out
    }

    /// The fraction of the measured cases that carry `f`, from 0 to 1 (0 when none was measured).
    public func share(_ f: Feature) -> Double {
        cases == 0 ? 0 : Double(counts[f] ?? 0) / Double(cases)
    }

    /// The table of features and their shares, in Markdown, then the matrix cells the cases reach.
    public var description: String {
        var s = "| input feature | share of generated cases |\n|---|---|\n"
        for f in Feature.allCases {
            let p = (share(f) * 1000).rounded() / 10
            s += "| \(f.rawValue) | \(p)% |\n"
        }
        return s + "\n\(cases) generated cases reach \(cellsReached) of the \(cellsReachable) reachable cells of the state × event matrix.\n"
    }
}
