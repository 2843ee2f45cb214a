/// The requirement ids of SPEC.md, in document order. `SpecCoverageTests` checks
/// that this list and SPEC.md agree, so the CLI needs no copy of SPEC.md at run time.
public enum Requirements {
    static let counts: [(String, Int)] = [
        ("GEO", 6), ("ORD", 6), ("ACC", 5), ("REC", 8), ("THR", 8), ("VEL", 6), ("ELA", 5), ("REV", 8), ("SEL", 6),
        ("DES", 4), ("CAN", 5), ("TIM", 6), ("LST", 7), ("PRG", 5), ("AX", 4), ("OBS", 8), ("NUM", 5), ("MUT", 15),
    ]

    /// Every id, e.g. `GEO-1` … `NUM-5`.
    public static let all: [String] = counts.flatMap { prefix, n in (1...n).map { "\(prefix)-\($0)" } }

    /// The group prefixes in document order.
    public static let prefixes: [String] = counts.map(\.0)

    /// Whether `id` names a requirement of SPEC.md.
    public static func isKnown(_ id: String) -> Bool { known.contains(id) }
    static let known = Set(all)
}
