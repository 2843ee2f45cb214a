import SwipeReference

/// Vectors generated from fixed seeds, broadening the curated ones.
public enum GeneratedCases {
    public static func all() -> [CuratedCase] { [] }
}
