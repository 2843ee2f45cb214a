/// The exit codes of PROTOCOL.md 6.
public enum ExitCode {
    /// Every case that ran passed (expected failures failed as listed).
    public static let success: Int32 = 0
    /// Conformance failures: a case failed, or an expected failure did not.
    public static let failures: Int32 = 1
    /// Bad usage or bad input: an unknown option, a malformed file.
    public static let usage: Int32 = 2
    /// The implementation broke the protocol; wins over ``failures``.
    public static let protocolBroken: Int32 = 3
}
