import SwipeConformance
import SwipeReference

extension FaultyImplementation {
    /// A fault with a reference inside, stepped event by event, that keeps `memory`
    /// of its own between events.
    static func remembering<Memory: Sendable>(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String, initial: Memory,
                                    _ step: @escaping @Sendable (inout Stepper, inout Memory, InputEvent) -> Observation) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, origin: origin, summary: summary) { input in
            guard var stepper = Stepper(input.rows) else { return reference(input) }
            var memory = initial
            let accessibility = input.rows.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
            let observations = input.events.map { step(&stepper, &memory, $0) }
            return CaseOutput(accessibility: accessibility, observations: observations)
        }
    }

    /// A list-change fault, stepped with a `ChangeStepper`, that keeps `memory` of its
    /// own between events.
    static func changingRemembering<Memory: Sendable>(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String, initial: Memory,
                                            _ step: @escaping @Sendable (inout ChangeStepper, inout Memory, InputEvent) -> Observation) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, origin: origin, summary: summary, listChanges: true) { input in
            guard var stepper = ChangeStepper(input.rows) else { return reference(input) }
            var memory = initial
            let accessibility = input.rows.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
            return CaseOutput(accessibility: accessibility, observations: input.events.map { step(&stepper, &memory, $0) })
        }
    }
}

/// Completions a list-change fault holds back until the next input event: the rows
/// as they were while settling, and the actions their completions perform.
struct DeferredCompletions: Sendable {
    var rows: [Int: RowObservation] = [:]
    var performed: [PerformedAction] = []
}

extension ChangeStepper {
    /// The current state, reporting `rejection` for an event the fault refuses.
    mutating func reject(_ rejection: Rejection) -> Observation {
        var o = inner.observation
        o.rejection = rejection
        last = o
        return o
    }
}
