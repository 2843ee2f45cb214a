import SwipeConformance
import SwipeReference
import Testing

/// `infer` on an implementation built to SPEC.md's default design: every stored
/// vector, the lists the reference refuses among them, is explained, and the design
/// found is the default one.
@Suite struct ProfileInferenceTests {
    /// The stored vectors whose rows the reference refuses (GEO-6, MUT-1), and the
    /// first hundred of the others: enough for every design choice to be weighed on a
    /// refused list beside accepted ones.
    static func cases() throws -> [VectorCase] {
        let all = try VectorStore.load(Paths.vectors).flatMap(\.cases)
        let refused = all.filter { $0.expected.refused != nil }
        return refused + all.filter { $0.expected.refused == nil }.prefix(100)
    }

    @Test("the reference under the default design is inferred as the default design, its refused lists explained")
    func referenceIsInferredAsDefault() throws {
        let cases = try Self.cases()
        #expect(cases.contains { $0.expected.refused != nil }, "the stored vectors refuse some lists (GEO-6)")
        var driver = ReferenceDriver(profile: .default)
        let outcome = try ProfileInference().infer(&driver, candidates: [.default], vectors: { _ in cases },
                                                    checkedWith: { _ in [Self.file(cases)] })
        #expect(outcome.bases.map(\.explained) == [cases.count])
        #expect(outcome.profile.design == .default)
        #expect(outcome.unexplained.map(\.id) == [] && outcome.broken.map(\.id) == [])
        #expect(outcome.run == cases.count)
    }

    @Test("asked to stop, the inference runs no case after the question and infers nothing")
    func stopsWhenAsked() throws {
        let cases = try Self.cases()
        var driver = CountingDriver()
        var inference = ProfileInference()
        inference.shouldStop = { true }
        let outcome = try inference.infer(&driver, candidates: [.default], vectors: { _ in cases },
                                          checkedWith: { _ in [Self.file(cases)] })
        #expect(driver.casesRun == 0)
        #expect(outcome.bases.isEmpty && outcome.evidence.isEmpty && outcome.run == 0 && outcome.check == nil)
    }

    /// `cases` as one vector file.
    static func file(_ cases: [VectorCase]) -> VectorFile {
        VectorFile(name: "cases.json", area: "cases", description: "the cases of the test", cases: cases)
    }
}

/// The reference under the default design, counting the cases it is sent.
private struct CountingDriver: CaseDriver {
    var reference = ReferenceDriver(profile: .default)
    var casesRun = 0
    var info: ImplementationInfo { reference.info }
    mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
        casesRun += cases.count
        return reference.run(cases)
    }
    mutating func finish() {}
}
