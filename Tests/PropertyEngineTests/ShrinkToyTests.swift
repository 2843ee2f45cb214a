import PropertyEngine
import Testing

@Suite struct ShrinkToyTests {
    /// Shrinks the first failure of `property` from each of 100 seeds; returns the finals and the evaluations spent.
    private func shrinkFrom100Seeds(_ property: ([Int]) -> String?) throws -> (finals: [[Int]], evaluations: [Int]) {
        var finals: [[Int]] = []
        var evaluations: [Int] = []
        for seed in 1...100 {
            let result = PropertyCheck.run(gen: ShrinkToy.gen, seed: Seed(UInt64(seed)), cases: 100_000, property: property)
            let failure = try #require(result.failure, "seed \(seed) found no failure")
            #expect(!failure.exhaustedBudget, "seed \(seed) ran out of budget")
            finals.append(failure.shrunkValue)
            evaluations.append(failure.shrinkEvaluations)
        }
        return (finals, evaluations)
    }

    @Test(
        "the toy property shrinks to [10, 40] from at least 95 of 100 seeds, with at most 4 distinct finals",
        arguments: [("boundary", ShrinkToy.boundary), ("sign-symmetric", ShrinkToy.signSymmetric)]
    )
    func toyReachesTheMinimum(name: String, property: @Sendable ([Int]) -> String?) throws {
        let (finals, evaluations) = try shrinkFrom100Seeds(property)
        let atMinimum = finals.filter { $0 == ShrinkToy.minimal }.count
        #expect(atMinimum >= 95, "\(name): \(atMinimum)/100 at [10, 40]; others: \(Set(finals).filter { $0 != ShrinkToy.minimal })")
        #expect(Set(finals).count <= 4, "\(name): \(Set(finals).count) distinct finals")
        #expect(evaluations.allSatisfy { $0 > 0 })
    }

    @Test("[2, 8, 40] merges to [10, 40], and [-10, -40] flips to [10, 40]", arguments: [[2, 8, 40], [-10, -40], [-2, -8, -40]])
    func pairsMergeAndFlip(start: [Int]) throws {
        let property = start.reduce(0, +) > 0 ? ShrinkToy.boundary : ShrinkToy.signSymmetric
        let encoding = Gen<Int>.int(in: -40...40)
        // The choices of `start` in the list's encoding: each element, with "another?" flags between.
        var choices: [UInt64] = []
        for (offset, value) in start.enumerated() {
            if offset > 0 { choices.append(1) }
            choices.append(value > 0 ? UInt64(2 * value - 1) : UInt64(-2 * value))
        }
        choices.append(0)
        #expect(PropertyCheck.replay(gen: ShrinkToy.gen, choices: ChoiceSequence(choices)) == start)
        #expect(PropertyCheck.replay(gen: encoding, choices: [79]) == 40)
        let shrunk = Shrinker.shrink(ChoiceSequence(choices), failure: "start") { source in
            property(ShrinkToy.gen.generate(&source))
        }
        #expect(PropertyCheck.replay(gen: ShrinkToy.gen, choices: shrunk.choices) == ShrinkToy.minimal)
        #expect(shrunk.choices == [19, 1, 79, 0])
    }
}
