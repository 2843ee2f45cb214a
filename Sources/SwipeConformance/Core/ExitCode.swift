/// The exit codes of PROTOCOL.md 6.
package enum ExitCode {
    /// Every case that ran passed (expected failures failed as listed).
    package static let success: Int32 = 0
    /// Conformance failures: a case failed, or an expected failure did not.
    package static let failures: Int32 = 1
    /// Bad usage or bad input: an unknown option, a malformed file.
    package static let usage: Int32 = 2
    /// The implementation broke the protocol; wins over ``failures``.
    package static let protocolBroken: Int32 = 3
}
