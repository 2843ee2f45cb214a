/// The SplitMix64 pseudo-random number generator of Steele, Lea and Flood.
///
/// SplitMix64 is the documented seeding generator of the conformance engine:
/// it turns one 64-bit seed into well-mixed 64-bit words. It is tiny and fast,
/// and any language can reproduce it exactly:
///
/// ```
/// state = state + 0x9E3779B97F4A7C15            (wrapping)
/// z = state
/// z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9      (wrapping)
/// z = (z ^ (z >> 27)) * 0x94D049BB133111EB      (wrapping)
/// return z ^ (z >> 31)
/// ```
///
/// The first five outputs for three seeds (from the C reference kept in
/// `XoshiroTests.swift`):
///
/// | seed     | outputs 1–5 |
/// |----------|-------------|
/// | `0`      | `0xe220a8397b1dcdaf 0x6e789e6aa1b965f4 0x06c45d188009454f 0xf88bb8a8724c81ec 0x1b39896a51a8749b` |
/// | `1`      | `0x910a2dec89025cc1 0xbeeb8da1658eec67 0xf893a2eefb32555e 0x71c18690ee42c90b 0x71bb54d8d101b5b9` |
/// | `0x5EED` | `0x09f1fd9d03f0a9b4 0x553274161bbf8475 0x5d5bca4696b343b3 0x70d29b6c7d22528d 0x0bf2b716f9915475` |
///
/// ```swift
/// var generator = SplitMix64(seed: 0)
/// generator.next()  // 0xe220a8397b1dcdaf
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The current state: the seed plus the golden-ratio increment once per output drawn.
    public var state: UInt64 { currentState }

    /// The state, stored where ``next()`` can be inlined into other modules.
    @usableFromInline var currentState: UInt64

    /// Creates a generator whose state starts at `seed`.
    ///
    /// - Parameter seed: The initial state; every value, including zero, is a valid seed.
    @inlinable
    public init(seed: UInt64) {
        currentState = seed
    }

    /// Advances the state and returns the next 64-bit output.
    ///
    /// - Returns: The next output of the sequence.
    /// - Complexity: O(1).
    @inlinable
    public mutating func next() -> UInt64 {
        currentState &+= 0x9E37_79B9_7F4A_7C15
        var z = currentState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Returns a uniformly distributed integer in `0...bound`.
    ///
    /// Uses the same inclusive bounded draw as ``Xoshiro256StarStar/next(upTo:)``
    /// (Lemire's nearly-divisionless method), so that the two generators are
    /// interchangeable in documentation and tests.
    ///
    /// ```swift
    /// var generator = SplitMix64(seed: 1)
    /// let face = generator.next(upTo: 5) + 1  // a die roll
    /// ```
    ///
    /// - Parameter bound: The largest value that may be returned.
    /// - Returns: A value in `0...bound`.
    @inlinable
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        boundedDraw(upTo: bound, using: &self)
    }
}

/// The xoshiro256** pseudo-random number generator of Blackman and Vigna.
///
/// This is the generator behind every generated test case. Its 256-bit state
/// is seeded by filling the four words, in order `s[0]…s[3]`, with the first
/// four outputs of ``SplitMix64`` seeded with the 64-bit seed. Each output is
///
/// ```
/// result = rotl(s[1] * 5, 7) * 9                (wrapping)
/// t = s[1] << 17
/// s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]
/// s[2] ^= t; s[3] = rotl(s[3], 45)
/// ```
///
/// The first five outputs for three seeds (from the C reference kept in
/// `XoshiroTests.swift`):
///
/// | seed     | outputs 1–5 |
/// |----------|-------------|
/// | `0`      | `0x99ec5f36cb75f2b4 0xbf6e1f784956452a 0x1a5f849d4933e6e0 0x6aa594f1262d2d2c 0xbba5ad4a1f842e59` |
/// | `1`      | `0xb3f2af6d0fc710c5 0x853b559647364cea 0x92f89756082a4514 0x642e1c7bc266a3a7 0xb27a48e29a233673` |
/// | `0x5EED` | `0xef33f17055244b74 0xe1f591112fb5051b 0xd8ab05640214863a 0xf985e1f2fb897b03 0xaf87a5f7e6ce1408` |
///
/// ```swift
/// var generator = Xoshiro256StarStar(seed: 0x5EED)
/// generator.next()           // 0xef33f17055244b74
/// generator.next(upTo: 1000) // a value in 0...1000
/// ```
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator whose four state words are the first four outputs of
    /// `SplitMix64(seed: seed)`.
    ///
    /// - Parameter seed: Any 64-bit value, including zero.
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    /// Advances the state and returns the next 64-bit output.
    ///
    /// - Returns: The next output of the sequence.
    /// - Complexity: O(1).
    @inlinable
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    /// Returns a uniformly distributed integer in `0...bound` (both ends included).
    ///
    /// The draw is Lemire's nearly-divisionless method ("Fast Random Integer
    /// Generation in an Interval", 2019), written for an inclusive bound so that
    /// other languages can reproduce it output for output:
    ///
    /// ```
    /// if bound == UInt64.max: return next()
    /// range = bound + 1
    /// m = next() * range            (full 128-bit product)
    /// if low64(m) < range:
    ///     t = (0 - range) % range    (wrapping subtraction: 2^64 mod range)
    ///     while low64(m) < t:
    ///         m = next() * range
    /// return high64(m)
    /// ```
    ///
    /// It always consumes at least one output, even for `bound == 0`, and more
    /// only when a draw is rejected. For seed `0x5EED`, the first five draws are
    ///
    /// | bound   | draws 1–5 |
    /// |---------|-----------|
    /// | `0`     | `0 0 0 0 0` |
    /// | `1`     | `1 1 1 1 1` |
    /// | `6`     | `6 6 5 6 4` |
    /// | `1000`  | `935 883 847 975 686` |
    /// | `2^63`  | `8618192831822046650 7806289230149862173 6324130281320548868 4861995462663831503 7152221287057294974` (4 rejections, 9 outputs) |
    ///
    /// ```swift
    /// var generator = Xoshiro256StarStar(seed: 0x5EED)
    /// generator.next(upTo: 1000)  // 935
    /// ```
    ///
    /// - Parameter bound: The largest value that may be returned.
    /// - Returns: A value in `0...bound`.
    @inlinable
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        boundedDraw(upTo: bound, using: &self)
    }
}

/// Lemire's nearly-divisionless draw in `0...bound`, shared by both generators.
@inlinable
func boundedDraw<Generator: RandomNumberGenerator>(
    upTo bound: UInt64,
    using generator: inout Generator
) -> UInt64 {
    if bound == .max { return generator.next() }
    let range = bound &+ 1
    var product = generator.next().multipliedFullWidth(by: range)
    if product.low < range {
        let threshold = (0 &- range) % range
        while product.low < threshold {
            product = generator.next().multipliedFullWidth(by: range)
        }
    }
    return product.high
}

@inlinable
func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 &- amount))
}
