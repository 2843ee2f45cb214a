import StrictJSON
import SwipeReference

/// A swipe-action implementation that runs in this process.
///
/// Conform your Swift implementation to this protocol to check it against the
/// vectors (`VectorRunner`) and the properties (`PropertySuite`): it is built from a
/// list of row configurations and receives events one at a time, exactly like
/// `SwipeList`, the reference (which conforms).
///
/// ```swift
/// struct MySwipeList: SwipeImplementation {
///     static let info = ImplementationInfo(name: "mine", version: "1.0")
///     init(rows: [RowConfiguration]) throws { … }
///     mutating func handle(_ event: InputEvent) -> Observation { … }
///     func accessibilityActions(ofRow row: Int) -> [AccessibleAction] { … }
/// }
/// ```
public protocol SwipeImplementation {
    /// What the implementation is and which styles and features it supports.
    static var info: ImplementationInfo { get }
    /// Builds a list at rest from valid configurations (SPEC GEO-6).
    init(rows: [RowConfiguration]) throws
    /// Applies one event and returns the observation after it (SPEC OBS-1).
    mutating func handle(_ event: InputEvent) -> Observation
    /// The row's accessibility action list (SPEC AX-1), asked for the rows of the
    /// list as built, before any event.
    func accessibilityActions(ofRow row: Int) -> [AccessibleAction]
}

extension SwipeList: SwipeImplementation {
    /// The reference: every style and feature, at the package version.
    public static var info: ImplementationInfo {
        ImplementationInfo(name: "SwipeReference", version: SwipeConformanceVersion.string)
    }

}

/// The package's version, reported by `--version` and in reports.
public enum SwipeConformanceVersion {
    public static let string = "1.0.0"
    /// The protocol version of PROTOCOL.md.
    public static let protocolVersion = 1
    /// The vector format version of Vectors/README.md.
    public static let vectorFormat = 1
}

/// An optional capability a case may need (PROTOCOL.md 3.5).
public enum Feature: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Right-to-left layout.
    case rtl
    /// More than one row in a list.
    case multiRow
    /// Programmatic `open` and `close` events (PRG).
    case programmatic
    /// Accessibility actions and activations (AX).
    case accessibility
    /// Events that must be rejected, with the reason (OBS-5).
    case rejections
    /// The app changes the list: insert, delete, move or reload a row (SPEC MUT).
    case listChanges
    /// Rows that must be refused before any event, with the reason (GEO-6, MUT-1):
    /// an in-process implementation's initialiser throws a `ConfigurationError`,
    /// a program answers `refused` (PROTOCOL.md 3.4).
    case refusals

    /// Orders features by name, for stable output.
    public static func < (a: Feature, b: Feature) -> Bool { a.rawValue < b.rawValue }
}

/// The name, version, styles and features of an implementation (PROTOCOL.md 2).
public struct ImplementationInfo: Sendable, Hashable {
    /// The implementation's name, as its hello gives it.
    public var name: String
    /// The implementation's version, as its hello gives it.
    public var version: String
    /// The release styles it supports.
    public var styles: Set<ReleaseStyle>
    /// The optional features it supports.
    public var features: Set<Feature>
    /// The profile its `hello` declares (SPEC.md section 10): a built-in profile's
    /// name as a string, or a profile object; `nil` means the default profile.
    public var profile: JSONValue?

    /// An implementation that supports `styles` and `features` (all by default).
    public init(name: String, version: String,
                styles: Set<ReleaseStyle> = Set(ReleaseStyle.allCases),
                features: Set<Feature> = Set(Feature.allCases)) {
        self.name = name
        self.version = version
        self.styles = styles
        self.features = features
    }

    /// Whether a case needing `requirements` can be sent to this implementation.
    public func supports(_ requirements: CaseRequirements) -> Bool {
        requirements.styles.isSubset(of: styles) && requirements.features.isSubset(of: features)
    }

    /// The tags of `requirements` this implementation does not announce, in the
    /// order of `CaseRequirements.tags`: why a case is never sent to it (PROTOCOL.md
    /// section 2), empty when it can be.
    public func unannounced(_ requirements: CaseRequirements) -> [String] {
        requirements.styles.subtracting(styles).map(\.rawValue).sorted()
            + requirements.features.subtracting(features).sorted().map(\.rawValue)
    }
}

/// The styles and features a case needs.
public struct CaseRequirements: Sendable, Hashable {
    /// The release styles the case uses.
    public var styles: Set<ReleaseStyle>
    /// The optional features the case uses.
    public var features: Set<Feature>

    /// A case needing `styles` and `features`.
    public init(styles: Set<ReleaseStyle>, features: Set<Feature>) {
        self.styles = styles
        self.features = features
    }

    /// Why a case needing the unannounced tags `missing` was skipped, as reports say it.
    public static func skipReason(_ missing: [String]) -> String {
        "needs \(missing.joined(separator: ", ")), not announced by the implementation"
    }

    /// Tags in a stable order: styles, then features, each sorted by name.
    public var tags: [String] {
        styles.map(\.rawValue).sorted() + features.sorted().map(\.rawValue)
    }
}
