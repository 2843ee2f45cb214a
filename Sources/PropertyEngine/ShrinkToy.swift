/// A small property that every property-based testing engine can express, for
/// measuring shrinking against other engines (Hypothesis runs the same one in
/// `Benchmarks/hypothesis_toy.py`).
///
/// The value is a list of 1 to 40 integers in `-40...40`. The "implementation"
/// checks its sum with `>` where `>=` is right at 50, so a list fails exactly
/// when its sum is 50. The smallest counterexample needs two elements:
/// `[10, 40]`. Reaching it from a longer list needs value moved between
/// elements (`[2, 8, 40]` to `[10, 40]`), which no pass that lowers one choice
/// at a time can do. The sign-symmetric variant also fails at a sum of `-50`,
/// and reaching `[10, 40]` from `[-10, -40]` needs both signs flipped together.
///
/// ```swift
/// let result = PropertyCheck.run(gen: ShrinkToy.gen, seed: 1, cases: 10_000, property: ShrinkToy.boundary)
/// result.failure?.shrunkValue  // [10, 40]
/// ```
public enum ShrinkToy {
    /// Lists of 1 to 40 integers in `-40...40`.
    public static let gen = Gen.array(of: Gen.int(in: -40...40), count: 1...40)

    /// The smallest counterexample of both properties.
    public static let minimal = [10, 40]

    /// Fails when the sum is exactly 50: `sum > 50` stands where `sum >= 50` is right.
    public static func boundary(_ values: [Int]) -> String? {
        let sum = values.reduce(0, +)
        return (sum >= 50) != (sum > 50) ? "sum \(sum): `> 50` disagrees with `>= 50`" : nil
    }

    /// Fails when the sum is 50 or -50: the same fault, checked on the magnitude.
    public static func signSymmetric(_ values: [Int]) -> String? {
        let magnitude = abs(values.reduce(0, +))
        return (magnitude >= 50) != (magnitude > 50) ? "|sum| \(magnitude): `> 50` disagrees with `>= 50`" : nil
    }
}
