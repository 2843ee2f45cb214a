import SwipeReference

/// Placeholder until the protocol driver lands.
struct SubprocessDriver: CaseDriver {
    init(command: String, timeout: Double, batchSize: Int = 64, perCase: Bool = false) throws { throw UsageError("--impl is not available yet") }
    var info: ImplementationInfo { ImplementationInfo(name: "", version: "") }
    mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] { [] }
    mutating func finish() {}
}
