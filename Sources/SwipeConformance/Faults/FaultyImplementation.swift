import SwipeReference

/// A deliberately faulty implementation: the reference's behaviour with exactly
/// one rule broken, named after the rule and citing its requirement id (issue 6).
///
/// The reference itself carries no fault switches: each fault wraps it, by
/// changing what it is configured with, rewriting the events it receives,
/// editing what it reports, or steering it with programmatic events, the way a
/// real implementation's bug would show.
public struct FaultyImplementation: Sendable {
    /// A short kebab-case name, e.g. `open-threshold-exclusive`.
    public let name: String
    /// The requirement id the fault breaks.
    public let requirement: String
    /// What is wrong, and which peer (if any) does it.
    public let summary: String
    let body: @Sendable (CaseInput) -> CaseOutput

    init(_ name: String, _ requirement: String, _ summary: String, _ body: @escaping @Sendable (CaseInput) -> CaseOutput) {
        self.name = name
        self.requirement = requirement
        self.summary = summary
        self.body = body
    }

    /// Runs one case.
    public func run(_ input: CaseInput) -> CaseOutput { body(input) }

    /// The fault as a case executor for `PropertySuite.check(_:)`.
    public var executor: CaseExecutor { { .output(self.body($0)) } }

    /// The fault as a driver for `VectorRunner`.
    public var driver: FaultDriver { FaultDriver(fault: self) }
}

/// Runs vectors through a faulty implementation.
public struct FaultDriver: CaseDriver {
    let fault: FaultyImplementation
    public var info: ImplementationInfo { ImplementationInfo(name: "fault:\(fault.name)", version: SwipeConformanceVersion.string) }
    public mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] { cases.map { .output(fault.run($0.input)) } }
    public mutating func finish() {}
}

// MARK: - Building blocks

extension FaultyImplementation {
    /// The reference's output on `input`, which must have valid rows.
    static func reference(_ input: CaseInput) -> CaseOutput {
        (try? input.referenceOutput()) ?? CaseOutput(accessibility: [], observations: [])
    }

    /// A fault in the configuration the reference is given.
    static func configured(_ name: String, _ requirement: String, _ summary: String,
                           _ transform: @escaping @Sendable (RowConfiguration) -> RowConfiguration) -> FaultyImplementation {
        FaultyImplementation(name, requirement, summary) { input in
            var changed = input
            changed.rows = input.rows.map(transform)
            if (try? SwipeList(rows: changed.rows)) == nil { return reference(input) }
            return reference(changed)
        }
    }

    /// A fault in the events the reference receives (one event for one event).
    static func rewriting(_ name: String, _ requirement: String, _ summary: String,
                          _ rewrite: @escaping @Sendable (CaseInput) -> [InputEvent]) -> FaultyImplementation {
        FaultyImplementation(name, requirement, summary) { input in
            var changed = input
            changed.events = rewrite(input)
            return reference(changed)
        }
    }

    /// A fault in what the reference reports.
    static func editing(_ name: String, _ requirement: String, _ summary: String,
                        _ edit: @escaping @Sendable (CaseInput, inout CaseOutput) -> Void) -> FaultyImplementation {
        FaultyImplementation(name, requirement, summary) { input in
            var output = reference(input)
            edit(input, &output)
            return output
        }
    }

    /// A fault with a reference inside, stepped event by event.
    static func stepping(_ name: String, _ requirement: String, _ summary: String,
                         _ step: @escaping @Sendable (inout Stepper, InputEvent) -> Observation) -> FaultyImplementation {
        FaultyImplementation(name, requirement, summary) { input in
            guard var stepper = Stepper(input.rows) else { return reference(input) }
            let observations = input.events.map { step(&stepper, $0) }
            return CaseOutput(accessibility: input.rows.indices.map { stepper.inner.accessibilityActions(ofRow: $0) },
                              observations: observations)
        }
    }
}

/// An inner reference plus what a stepping fault needs to remember.
struct Stepper {
    var inner: SwipeList
    let rows: [RowConfiguration]
    /// The row and origin of the active touch, as the reference accepted it.
    var touch: (row: Int, x0: Double, y0: Double, t0: Double, lastX: Double, lastY: Double)?
    var last: Observation
    var memory: [String: Double] = [:]

    init?(_ rows: [RowConfiguration]) {
        guard let list = try? SwipeList(rows: rows) else { return nil }
        inner = list
        self.rows = rows
        last = list.observation
    }

    /// Feeds an event to the inner reference and tracks the touch.
    mutating func feed(_ e: InputEvent) -> Observation {
        let o = inner.handle(e)
        if o.rejection == nil {
            switch e {
            case let .down(row, x, y, t): touch = (row, x, y, t, x, y)
            case let .move(x, y, _): touch?.lastX = x; touch?.lastY = y
            case .up, .cancel: touch = nil
            default: break
            }
        }
        last = o
        return o
    }

    /// The observation of an event that did nothing visible but let time pass.
    mutating func passTime(_ t: Double) -> Observation {
        var o = inner.handle(.advance(time: t))
        if o.rejection != nil { o = inner.observation }
        last = o
        return o
    }
}
