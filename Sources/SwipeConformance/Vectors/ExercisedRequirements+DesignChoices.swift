import SwipeReference

extension ExercisedRequirements {
    /// The DCH requirements a case exercises under `design` (SPEC.md section 9):
    /// those of the non-default values whose replacement by the default changes
    /// the reference's output. A value is evidence only where it makes a difference.
    ///
    /// - Throws: `ConfigurationError` when the case's rows are invalid.
    package static func designChoices(_ input: CaseInput, expected: CaseOutput,
                                      under design: DesignChoices) throws(ConfigurationError) -> [RequirementID] {
        var ids: [RequirementID] = []
        for choice in DesignChoices.Choice.allCases {
            guard let id = choice.requirement(of: design[choice]) else { continue }
            var other = design
            _ = other.set(choice, to: choice.values[0])
            if try input.referenceOutput(design: other) != expected { ids.append(id) }
        }
        return ids
    }
}
