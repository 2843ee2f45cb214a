import PropertyEngine
import Testing

@Suite struct ShrinkPassTests {
    /// Shrinks a toy failure and returns its statistics.
    private func toyFailure(seed: UInt64) throws -> PropertyFailure<[Int], String> {
        let result = PropertyCheck.run(gen: ShrinkToy.gen, seed: Seed(seed), cases: 100_000, property: ShrinkToy.boundary)
        return try #require(result.failure, "seed \(seed) found no failure")
    }

    @Test("the statistics hold one entry per pass, in the table's order")
    func onePerPass() throws {
        let failure = try toyFailure(seed: 1)
        #expect(failure.shrinkPassStatistics.map(\.pass) == ShrinkPass.allCases)
    }

    @Test("every evaluation is counted against exactly one pass", arguments: 1...10)
    func evaluationsAddUp(seed: UInt64) throws {
        let failure = try toyFailure(seed: seed)
        #expect(failure.shrinkPassStatistics.reduce(0) { $0 + $1.evaluations } == failure.shrinkEvaluations)
        #expect(failure.shrinkPassStatistics.allSatisfy { $0.improvements <= $0.evaluations })
    }

    @Test("a deletion counts the choices it removed; a lowering, the choices it lowered")
    func removedAndLowered() {
        let lowered = Shrinker.shrink([5000]) { ($0.first ?? 0) >= 1234 }
        #expect(lowered.choices == [1234])
        let byPass = Dictionary(uniqueKeysWithValues: lowered.passStatistics.map { ($0.pass, $0) })
        #expect(byPass[.minimiseChoices]?.choicesLowered == byPass[.minimiseChoices]?.improvements)
        #expect(lowered.passStatistics.allSatisfy { $0.choicesRemoved == 0 })

        let shortened = Shrinker.shrink([3, 9, 4, 7]) { $0.choices.contains(7) }
        #expect(shortened.choices == [7])
        #expect(shortened.passStatistics.reduce(0) { $0 + $1.choicesRemoved } == 3)
        #expect(shortened.passStatistics.reduce(0) { $0 + $1.evaluations } == shortened.evaluations)
    }

    @Test("statistics add up field by field, only for the same pass")
    func adding() {
        var total = ShrinkPassStatistics(pass: .deleteSpans)
        var other = ShrinkPassStatistics(pass: .deleteSpans)
        other.evaluations = 5
        other.improvements = 2
        other.choicesRemoved = 7
        other.choicesLowered = 1
        total.add(other)
        total.add(other)
        #expect(total.evaluations == 10 && total.improvements == 4 && total.choicesRemoved == 14 && total.choicesLowered == 2)
    }

    @Test("the table lists the cheap passes, the after-round pass, then the expensive ones, each once")
    func tableOrder() {
        #expect(ShrinkPass.allCases.map(\.rawValue) == [
            "deleteSpans", "replaceSpansWithDescendants", "deleteChunks", "zeroSpans", "redistributeValues", "minimiseChoices",
            "minimiseDuplicates", "negateAll", "lowerChangedTogether", "sortWindows", "lowerPairsTogether", "negatePairs",
            "swapPairs", "redistributePairs", "deleteChunksWhileLowering", "lowerWithRandomTails",
        ])
        #expect(Set(ShrinkPass.allCases.map(\.rawValue)).count == ShrinkPass.allCases.count)
    }
}
