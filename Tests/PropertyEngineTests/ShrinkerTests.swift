import PropertyEngine
import Testing

@Suite struct ShrinkerTests {
    /// Runs `property` on 1,000 cases of `seed` and returns the failure, which must exist.
    private func failure<Value>(
        of gen: Gen<Value>,
        seed: Seed = 0x5EED,
        budget: ShrinkBudget = .standard,
        property: (Value) -> String?
    ) throws -> PropertyFailure<Value, String> {
        let result = PropertyCheck.run(gen: gen, seed: seed, cases: 1000, budget: budget, property: property)
        return try #require(result.failure, "expected a failure: \(result)")
    }

    @Test("(a) an array whose sum exceeds 1000 shrinks to [1, 1000]")
    func arraySumShrinksToItsMinimum() throws {
        let gen = Gen.array(of: Gen.int(in: 0...1000), count: 0...20)
        let failure = try failure(of: gen) { values in
            values.reduce(0, +) > 1000 ? "sum \(values.reduce(0, +)) exceeds 1000" : nil
        }
        // One element is at most 1000, so two are needed: the flags and elements
        // [1, a, 1, b, 0] are shortlex-least with a = 1, b = 1000.
        #expect(failure.shrunkValue == [1, 1000])
        #expect(failure.shrunkChoices == [1, 1, 1, 1000, 0])
        #expect(failure.shrunkFailure == "sum 1001 exceeds 1000")
        #expect(!failure.exhaustedBudget)
        var source = ChoiceSource(replaying: failure.shrunkChoices)
        let replayed = gen.generate(&source)
        #expect(replayed == [1, 1000])
        #expect(source.choices == failure.shrunkChoices)
        #expect(!source.isOverrun)
    }

    @Test("(b) an Int in 0...10_000 at least 1234 shrinks to 1234")
    func intThresholdShrinksToTheThreshold() throws {
        let failure = try failure(of: Gen.int(in: 0...10_000)) { $0 >= 1234 ? "\($0) >= 1234" : nil }
        #expect(failure.shrunkValue == 1234)
        #expect(failure.shrunkChoices == [1234])
        #expect(failure.shrunkFailure == "1234 >= 1234")
    }

    @Test("(c) a length-first array with an element >= 50 shrinks to [50]")
    func flatMapArrayShrinksToOneElement() throws {
        let gen = Gen.int(in: 0...10).flatMap { count in
            Gen.array(of: Gen.int(in: 0...100), count: count...count)
        }
        let failure = try failure(of: gen) { values in
            values.contains { $0 >= 50 } ? "an element is at least 50" : nil
        }
        #expect(failure.shrunkValue == [50])
        #expect(failure.shrunkChoices == [1, 50])
    }

    @Test("(d) a pair with a > b shrinks to (1, 0)")
    func zippedPairShrinksToOneZero() throws {
        let gen = Gen.zip(Gen.int(in: 0...1000), Gen.int(in: 0...1000))
        let failure = try failure(of: gen) { pair in pair.0 > pair.1 ? "\(pair.0) > \(pair.1)" : nil }
        #expect(failure.shrunkValue == (1, 0))
        #expect(failure.shrunkChoices == [1, 0])
    }

    @Test("(e) an odd-filtered oneOf alternative at least 50 shrinks to 51")
    func filterAndOneOfShrinkToTheFirstAlternative() throws {
        let gen = Gen.oneOf([
            Gen.int(in: 0...100).filter { $0 % 2 == 1 },
            Gen.int(in: 200...300),
        ])
        let failure = try failure(of: gen) { $0 >= 50 ? "\($0) >= 50" : nil }
        // [0, 51] (first alternative, first attempt 51) precedes [1, 0] (200).
        #expect(failure.shrunkValue == 51)
        #expect(failure.shrunkChoices == [0, 51])
    }

    @Test("frequency and recursion shrink toward their first alternative")
    func frequencyAndRecursionShrink() throws {
        indirect enum Expression: Sendable, Equatable {
            case number(Int)
            case sum(Expression, Expression)
            var value: Int {
                switch self {
                case .number(let n): n
                case .sum(let a, let b): a.value + b.value
                }
            }
        }
        let expression = Gen<Expression>.recursive(
            maxDepth: 5,
            base: Gen.frequency([(1, Gen.constant(0)), (3, Gen.int(in: 0...9))]).map(Expression.number),
            extend: { child in Gen.zip(child, child).map { Expression.sum($0, $1) } }
        )
        let failure = try failure(of: expression) { $0.value >= 12 ? "value \($0.value)" : nil }
        // 12 needs a sum of two numbers drawn from the int alternative (3 choices
        // each) under one recursion choice: 7 choices, the smallest first number 3.
        #expect(failure.shrunkValue == .sum(.number(3), .number(9)))
        #expect(failure.shrunkChoices == [1, 0, 1, 3, 0, 1, 9])
    }

    @Test func doublesShrinkToSimpleValues() throws {
        let unit = try failure(of: Gen.double(in: 0...10)) { $0 > 0.3 ? "\($0) > 0.3" : nil }
        #expect(unit.shrunkValue == 0.5)
        #expect(unit.shrunkChoices == [0, 1])
        let signed = try failure(of: Gen.double(in: -10...10)) { $0 < -2 ? "\($0) < -2" : nil }
        #expect(signed.shrunkValue == -2.5)
        #expect(signed.shrunkChoices == [1, 2, 1])
        let quantized = try failure(of: Gen.double(in: -100...100, step: 0.25)) { $0 >= 10.3 ? "\($0)" : nil }
        #expect(quantized.shrunkValue == 10.5)
    }

    @Test func shrinkingWithAPredicateReachesTheMinimum() {
        let result = Shrinker.shrink([700, 300]) { choices in
            choices.count == 2 && choices[0] > choices[1]
        }
        #expect(result.choices == [1, 0])
        #expect(!result.exhaustedBudget)
        #expect(result.evaluations > 0)
    }

    @Test func aSequenceAlreadyMinimalCostsNothing() {
        let result = Shrinker.shrink([], budget: ShrinkBudget(maxEvaluations: 0, maxDuration: .zero)) { _ in true }
        #expect(result.choices == [])
        #expect(result.evaluations == 0)
        #expect(!result.exhaustedBudget)
    }

    @Test func budgetOfTenEvaluationsStopsWithAStillFailingCase() throws {
        let gen = Gen.array(of: Gen.int(in: 0...1000), count: 0...20)
        let property: ([Int]) -> String? = { values in
            values.reduce(0, +) > 1000 ? "sum \(values.reduce(0, +)) exceeds 1000" : nil
        }
        let budget = ShrinkBudget(maxEvaluations: 10, maxDuration: .seconds(60))
        let failure = try failure(of: gen, budget: budget, property: property)
        #expect(failure.exhaustedBudget)
        #expect(failure.shrinkEvaluations == 10)
        #expect(property(failure.shrunkValue) != nil)
        let replayed = PropertyCheck.replay(gen: gen, choices: failure.shrunkChoices)
        #expect(replayed == failure.shrunkValue)
        #expect(property(replayed) == failure.shrunkFailure)
        #expect(failure.shrunkChoices <= failure.originalChoices)
    }

    @Test("a round of passes that finds nothing smaller in 200 evaluations ends the shrink as stalled, not as a budget run-out")
    func aStallEndsTheShrink() {
        // Only this exact sequence fails: every candidate passes, so nothing ever improves.
        let original = ChoiceSequence(Array(repeating: 7, count: 300))
        let result = Shrinker.shrink(original, budget: .standard) { $0 == original }
        #expect(result.stalled)
        #expect(!result.exhaustedBudget)
        #expect(result.evaluations == 200)
        #expect(result.choices == original)
    }

    @Test("a shrink that keeps improving is not cut short by the stall rule")
    func improvingShrinksAreNotStalled() {
        // Fails while the sum is at least 5000: each step lowers it, and the minimum is one choice of 5000.
        let original = ChoiceSequence(Array(repeating: 1000, count: 40))
        let result = Shrinker.shrink(original, budget: .standard) { $0.choices.reduce(0, +) >= 5000 }
        #expect(result.choices == ChoiceSequence([5000]))
        #expect(!result.exhaustedBudget)
    }

    @Test("elements drawn with drawElements carry state, and shrinking deletes each with what it drew")
    func drawnElementsAreDeletedWithTheirDependentChoices() throws {
        // Each element is a kind; a kind-3 element also draws a level, and the
        // number of earlier kind-3 elements decides whether it draws a second
        // one: state a Gen.array element could not see. The failure needs one
        // kind-3 element with a level of at least 500; everything else goes.
        let gen = Gen<[[Int]]> { source in
            var elements: [[Int]] = []
            var marked = 0
            source.drawElements(count: 1...8) { source in
                var element = [Int(source.choose(upTo: 3))]
                if element[0] == 3 {
                    element.append(Int(source.choose(upTo: 1000)))
                    if marked > 0 { element.append(Int(source.choose(upTo: 1000))) }
                    marked += 1
                }
                elements.append(element)
            }
            return elements
        }
        let failure = try failure(of: gen) { elements in
            elements.contains { $0.count >= 2 && $0[1] >= 500 } ? "a level of at least 500" : nil
        }
        #expect(failure.originalChoices.count > failure.shrunkChoices.count)
        #expect(failure.shrunkValue == [[3, 500]])
        #expect(failure.shrunkChoices == [3, 500, 0])
        #expect(PropertyCheck.replay(gen: gen, choices: [3, 7, 1, 3, 8, 9, 0]) == [[3, 7], [3, 8, 9]])
    }

    @Test("two linked values far apart are lowered together, not one step per round")
    func linkedValuesAreLoweredByACommonOffset() {
        // Fails while the first and last choices are at most 1 apart. Lowering
        // either alone passes, so on its own each round lowers the last, then
        // the first, by one or two: thousands of rounds, past the budget. The
        // common-offset step lowers both at once after the first such round.
        let original = ChoiceSequence([5000, 0, 0, 0, 0, 0, 0, 5001])
        let result = Shrinker.shrink(original, budget: .standard) { choices in
            choices.count == 8 && max(choices[0], choices[7]) - min(choices[0], choices[7]) <= 1
        }
        #expect(result.choices == ChoiceSequence(Array(repeating: 0, count: 8)))
        #expect(!result.exhaustedBudget)
        #expect(result.evaluations < 200)
    }

    @Test func zeroDurationStopsAtOnce() throws {
        let gen = Gen.array(of: Gen.int(in: 0...1000), count: 0...20)
        let budget = ShrinkBudget(maxEvaluations: 10_000, maxDuration: .zero)
        let failure = try failure(of: gen, budget: budget) { $0.reduce(0, +) > 1000 ? "too large" : nil }
        #expect(failure.exhaustedBudget)
        #expect(failure.shrinkEvaluations == 0)
        #expect(failure.shrunkChoices == failure.originalChoices)
    }

    @Test func shrinkingIsDeterministic() throws {
        let gen = Gen.array(of: Gen.zip(Gen.int(in: -500...500), Gen.bool), count: 0...30)
        let property: ([(Int, Bool)]) -> String? = { pairs in
            pairs.filter(\.1).map(\.0).reduce(0, +) > 700 ? "flagged sum exceeds 700" : nil
        }
        let first = try failure(of: gen, seed: 0xC0FFEE, property: property)
        let second = try failure(of: gen, seed: 0xC0FFEE, property: property)
        #expect(first.caseIndex == second.caseIndex)
        #expect(first.shrunkChoices == second.shrunkChoices)
        #expect(first.shrinkEvaluations == second.shrinkEvaluations)
        #expect(first.shrunkChoices < first.originalChoices)
    }

    @Test func shrinkingThroughAGeneratorTrimsToTheConsumedChoices() {
        let gen = Gen.array(of: Gen.int(in: 0...100), count: 0...10)
        // Unused tail choices and out-of-bound values are dropped by the replay.
        let original: ChoiceSequence = [1, 400, 1, 7, 0, 99, 99, 99]
        let result = Shrinker.shrink(original, failure: "contains 100") { source in
            let values = gen.generate(&source)
            return values.contains(100) ? "contains 100" : nil
        }
        #expect(result.choices == [1, 100, 0])
        #expect(result.failure == "contains 100")
        #expect(!result.exhaustedBudget)
    }

    @Test func aRecursiveValueShrinksToADescendant() {
        indirect enum Tree: Sendable, Equatable {
            case leaf(Int)
            case node(Tree, Tree)
            var leaves: [Int] {
                switch self {
                case .leaf(let value): [value]
                case .node(let left, let right): left.leaves + right.leaves
                }
            }
        }
        let tree = Gen<Tree>.recursive(
            maxDepth: 6,
            base: Gen.int(in: 0...9).map(Tree.leaf),
            extend: { child in Gen.zip(child, child).map { Tree.node($0, $1) } }
        )
        let result = PropertyCheck.run(gen: tree, seed: 0x5EED, cases: 1000) { value in
            value.leaves.contains(7) ? "has a leaf 7" : nil
        }
        #expect(result.failure?.shrunkValue == .leaf(7))
        #expect(result.failure?.shrunkChoices == [0, 7])
    }
}
