import StrictJSON
import SwipeReference

/// Runs cases through the reference under a profile's design (SPEC.md section 9):
/// `verify --profile NAME` without `--impl`, and the candidate designs of `infer`.
public struct ReferenceDriver: CaseDriver {
    /// The profile the reference follows.
    public let profile: Profile

    /// A driver of the reference under `profile`.
    public init(profile: Profile) {
        self.profile = profile
    }

    /// The reference, announcing the profile's styles and features.
    public var info: ImplementationInfo {
        var info = profile.info(name: "SwipeReference", version: SwipeConformanceVersion.string)
        info.profile = .string(profile.name)
        return info
    }

    /// Runs each case on a new list under the profile's design.
    public mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
        cases.map { c in
            do {
                return .output(try c.input.referenceOutput(design: profile.design))
            } catch {
                return .rejected("the reference refused the rows: \(error)")
            }
        }
    }

    /// Nothing to stop: the reference runs in process.
    public mutating func finish() {}
}
