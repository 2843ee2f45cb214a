/// What became of one case sent to an implementation.
public enum CaseRun: Sendable, Hashable {
    /// The implementation answered with an output.
    case output(CaseOutput)
    /// The implementation answered that it cannot run the case (PROTOCOL.md 2.3),
    /// or answered with a malformed observation: a conformance failure.
    case rejected(String)
    /// The implementation broke the protocol on this case (PROTOCOL.md 4).
    case broken(String)
}
