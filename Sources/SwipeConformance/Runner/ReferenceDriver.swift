import StrictJSON
import SwipeReference

/// Runs cases through the reference under a profile's design (SPEC.md section 9):
/// `verify --profile NAME` without `--impl`, and the candidate designs of `infer`.
package struct ReferenceDriver: CaseDriver {
    /// The profile the reference follows.
    package let profile: Profile

    /// A driver of the reference under `profile`.
    package init(profile: Profile) {
        self.profile = profile
    }

    /// The reference, announcing the profile's styles and features.
    package var info: ImplementationInfo {
        var info = profile.info(name: "SwipeReference", version: SwipeConformanceVersion.string)
        info.profile = .string(profile.name)
        return info
    }

    /// Runs each case on a new list under the profile's design.
    package mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
        cases.map { c in
            .output(c.input.referenceOutcome(design: profile.design))
        }
    }

    /// Nothing to stop: the reference runs in process.
    package mutating func finish() {}
}
