import SwipeConformance
import SwipeReference

/// A deliberately faulty implementation: the reference's behaviour with exactly
/// one rule broken, named after the rule and citing its requirement id, to
/// prove that the vectors and the properties catch that rule being broken.
///
/// The reference itself carries no fault switches: each fault wraps it, by
/// changing what it is configured with, rewriting the events it receives,
/// editing what it reports, or steering it with programmatic events, the way a
/// real implementation's bug would show.
public struct FaultyImplementation: Sendable {
    /// A short kebab-case name, e.g. `open-threshold-exclusive`.
    public let name: String
    /// The requirement id the fault breaks.
    public let requirement: RequirementID
    /// What is wrong, and which peer (if any) does it.
    public let summary: String
    /// Where the fault comes from: a peer's bug report, a misreading of SPEC.md, or
    /// written by hand against one rule.
    public let origin: FaultOrigin
    /// The features it announces: list changes (SPEC MUT) only for the faults
    /// written for them, so every other fault is checked on every other case.
    public let features: Set<Feature>
    let body: @Sendable (CaseInput) -> CaseOutput

    init(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String, listChanges: Bool = false,
         _ body: @escaping @Sendable (CaseInput) -> CaseOutput) {
        self.name = name
        self.requirement = requirement
        self.origin = origin
        self.summary = summary
        self.features = listChanges ? Set(Feature.allCases) : Set(Feature.allCases).subtracting([.listChanges])
        self.body = body
    }

    /// Runs one case. A fault that does not announce `listChanges` behaves as the
    /// reference on a case with list changes: its fault is in the other rules. Rows
    /// the spec refuses are refused as the reference refuses them (GEO-6, MUT-1):
    /// no fault of the catalog is in the validation of the list's own rows.
    public func run(_ input: CaseInput) -> CaseOutput {
        do {
            _ = try SwipeList(rows: input.rows)
        } catch {
            return CaseOutput(refused: error.refusal)
        }
        return features.contains(.listChanges) || !input.hasListChanges ? body(input) : Self.reference(input)
    }

    /// The fault as a case executor for `PropertySuite.check(_:)`.
    package var executor: CaseExecutor { { .output(self.run($0)) } }

    /// The fault as a driver for `VectorRunner`.
    public var driver: FaultDriver { FaultDriver(fault: self) }
}

/// Runs vectors through a faulty implementation.
public struct FaultDriver: CaseDriver {
    let fault: FaultyImplementation
    /// Names the fault: `fault:NAME`; list changes only for the faults written for them.
    public var info: ImplementationInfo {
        ImplementationInfo(name: "fault:\(fault.name)", version: SwipeConformanceVersion.string, features: fault.features)
    }
    /// Runs each case on the faulty implementation, in process.
    public mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] { cases.map { .output(fault.run($0.input)) } }
    /// Nothing to stop: the fault runs in process.
    public mutating func finish() {}
}

// MARK: - Building blocks

extension FaultyImplementation {
    /// The reference's output on `input`, which must have valid rows.
    static func reference(_ input: CaseInput) -> CaseOutput {
        (try? input.referenceOutput()) ?? CaseOutput(accessibility: [], observations: [])
    }

    /// A fault in the configuration the reference is given.
    static func configured(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String,
                           _ transform: @escaping @Sendable (RowConfiguration) -> RowConfiguration) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, origin: origin, summary: summary) { input in
            var changed = input
            changed.rows = input.rows.map(transform)
            if (try? SwipeList(rows: changed.rows)) == nil { return reference(input) }
            return reference(changed)
        }
    }

    /// A fault in the events the reference receives (one event for one event).
    static func rewriting(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String,
                          _ rewrite: @escaping @Sendable (CaseInput) -> [InputEvent]) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, origin: origin, summary: summary) { input in
            var changed = input
            changed.events = rewrite(input)
            return reference(changed)
        }
    }

    /// A fault in what the reference reports.
    static func editing(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String,
                        _ edit: @escaping @Sendable (CaseInput, inout CaseOutput) -> Void) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, origin: origin, summary: summary) { input in
            var output = reference(input)
            edit(input, &output)
            return output
        }
    }

    /// A fault with a reference inside, stepped event by event.
    static func stepping(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String,
                         _ step: @escaping @Sendable (inout Stepper, InputEvent) -> Observation) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, origin: origin, summary: summary) { input in
            guard var stepper = Stepper(input.rows) else { return reference(input) }
            let accessibility = input.rows.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
            let observations = input.events.map { step(&stepper, $0) }
            return CaseOutput(accessibility: accessibility, observations: observations)
        }
    }
}

/// An inner reference plus what a stepping fault needs to remember.
struct Stepper {
    var inner: SwipeList
    let rows: [RowConfiguration]
    /// What the stepper remembers of the active touch the reference accepted.
    private var tracked: Touch?
    var last: Observation
    /// What a fault remembers between events, beyond the touch.
    var memory = Memory()
    /// Selections a fault remembers per row, with the end of the settle they came from.
    var saved: [Int: (action: PerformedAction, ends: Double)] = [:]

    /// The state a stepping fault keeps for itself, one typed field per use.
    struct Memory {
        /// The previous sample of a pending touch, for a fault that measures
        /// the slop from it instead of from the origin.
        var previousSample: (x: Double, y: Double)?
        /// Whether the rest of the current touch is being swallowed.
        var swallowingTouch = false
        /// The time of the first accepted event, for a fault that keeps its
        /// own clock.
        var firstAcceptedTime: Double?
        /// A tap decision taken at touch down, for a fault that applies it at
        /// the release.
        var tapDecidedAtDown: TapDecision?
    }

    /// The active touch: row, origin, last position, the offset of the row before
    /// the drag (`s0`), and whether the reference still holds it pending (REC-2).
    struct Touch {
        var row: Int
        var x0: Double, y0: Double, t0: Double
        var lastX: Double, lastY: Double, lastT: Double
        var s0: Double
        /// Whether the reference's sequence is pending, read from it when the touch
        /// is read (`SwipeList.touchPhase`): the recognition rule has one source.
        fileprivate(set) var pending = true
    }

    /// The active touch as the reference accepted it, `nil` when there is none.
    var touch: Touch? {
        guard var t = tracked else { return nil }
        t.pending = inner.touchPhase == .pending
        return t
    }

    init?(_ rows: [RowConfiguration]) {
        guard let list = try? SwipeList(rows: rows) else { return nil }
        inner = list
        self.rows = rows
        last = list.observation
    }

    /// Feeds an event to the inner reference and tracks the touch.
    @discardableResult
    mutating func feed(_ e: InputEvent) -> Observation {
        let before = last
        let wasPending = inner.touchPhase == .pending
        let o = inner.handle(e)
        if o.rejection == nil {
            switch e {
            case let .down(row, x, y, t):
                tracked = Touch(row: row, x0: x, y0: y, t0: t, lastX: x, lastY: y, lastT: t, s0: before.rows[row].offset)
            case let .move(x, y, t):
                guard var touch = tracked else { break }
                if wasPending, inner.touchPhase != .pending {
                    // REC-8: the start offset is the settle's target; a select row returns to 0.
                    touch.s0 = rows[touch.row].style == .select ? 0 : before.rows[touch.row].offset
                }
                (touch.lastX, touch.lastY, touch.lastT) = (x, y, t)
                tracked = touch
            case .up, .cancel:
                tracked = nil
            case .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: break
            }
        }
        last = o
        return o
    }

    /// Whether an `up` at (x, y) ends the active sequence as a tap (REC-6): the
    /// reference still holds it pending with the finger there.
    func isTap(_ x: Double, _ y: Double) -> Bool {
        inner.touchPhase(afterMoveTo: x, y: y) == .pending
    }

    /// Why the reference would reject `e` for its numbers, rows, indices or time
    /// alone (the checks of OBS-5 before the touch state), or nil: asked of the
    /// reference, so the acceptance rules have one source.
    func basicRejection(_ e: InputEvent) -> Rejection? {
        inner.rejectionBeforeTouchState(e)
    }

    /// The current state, reporting `rejection`.
    func rejected(_ rejection: Rejection) -> Observation {
        var o = inner.observation
        o.rejection = rejection
        return o
    }

    /// Lets time pass to `t` with nothing else happening; rejections pass through.
    mutating func passTime(_ t: Double) -> Observation {
        let o = inner.handle(.advance(time: t))
        last = o
        return o
    }

    /// While a fault swallows the rest of a touch (its moves only let time pass,
    /// a second down is still rejected), the observation of `e`; `nil` when no
    /// touch is being swallowed. The touch's up or cancel ends the swallowing.
    mutating func swallowing(_ e: InputEvent) -> Observation? {
        guard memory.swallowingTouch else { return nil }
        switch e {
        case .move, .up, .cancel:
            if let r = basicRejection(e) { return rejected(r) }
            if case .move = e {} else { memory.swallowingTouch = false }
            return passTime(e.time)
        case .down:
            return rejected(basicRejection(e) ?? .touchAlreadyActive)
        case .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
            return feed(e)
        }
    }

    /// The row that is open (observed offset not 0), if any (LST-6).
    var openRow: Int? { last.rows.indices.first { last.rows[$0].offset != 0 } }
}

extension InputEvent {
    /// Whether every number of the event is finite (NUM-4).
    var isFinite: Bool {
        switch self {
        case let .down(_, x, y, t), let .move(x, y, t), let .up(x, y, t): return x.isFinite && y.isFinite && t.isFinite
        case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return time.isFinite
        }
    }
}

extension Observation {
    /// Two observations of one event, merged: the second's state, both performed lists.
    func merged(after first: Observation) -> Observation {
        var o = self
        o.performed = first.performed + performed
        o.tappedRow = tappedRow ?? first.tappedRow
        return o
    }
}
