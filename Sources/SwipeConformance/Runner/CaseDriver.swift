import SwipeReference

/// Something that runs cases: the reference, an in-process Swift implementation,
/// or an external program over the protocol.
public protocol CaseDriver {
    /// Name, version, styles and features (from the handshake for a subprocess).
    var info: ImplementationInfo { get }
    /// Runs cases, in order; one result per case.
    mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun]
    /// Releases resources (stops a subprocess).
    mutating func finish()
}

/// Runs cases through a `SwipeImplementation` in this process.
public struct InProcessDriver<I: SwipeImplementation>: CaseDriver {
    /// A driver of the implementation type `type`.
    public init(_ type: I.Type = I.self) {}

    /// The implementation's ``SwipeImplementation/info``.
    public var info: ImplementationInfo { I.info }

    /// Runs each case on a new instance. Rows the type refuses with a
    /// `ConfigurationError` are a refusal with that error's reason (GEO-6, MUT-1);
    /// another error is a rejected case.
    public mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
        cases.map { c in
            do {
                return .output(try c.input.run(I.self))
            } catch let error as ConfigurationError {
                return .output(CaseOutput(refused: error.refusal))
            } catch {
                return .threw(error)
            }
        }
    }

    /// Nothing to stop: the implementation runs in process.
    public mutating func finish() {}
}
