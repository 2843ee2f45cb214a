import PropertyEngine
import Testing

@Suite struct GenTests {
    private static let list = Gen.array(of: Gen.int(in: -1000...1000), count: 0...30)

    private indirect enum Tree: Sendable, Equatable {
        case leaf(Int)
        case node(Tree, Tree)
    }

    private static let tree = Gen<Tree>.recursive(
        maxDepth: 4,
        base: Gen.int(in: 0...9).map(Tree.leaf),
        extend: { child in Gen.zip(child, child).map { Tree.node($0, $1) } }
    )

    private func generate<Value>(_ gen: Gen<Value>, seed: Seed) -> (Value, ChoiceSequence) {
        var source = ChoiceSource(seed: seed)
        let value = gen.generate(&source)
        return (value, source.choices)
    }

    @Test func sameSeedGivesTheSameValues() {
        for index in 0..<50 {
            let seed = Seed(0x5EED).forCase(index)
            let (first, firstChoices) = generate(Self.list, seed: seed)
            let (second, secondChoices) = generate(Self.list, seed: seed)
            #expect(first == second)
            #expect(firstChoices == secondChoices)
        }
    }

    @Test func differentCaseIndicesGiveDifferentValues() {
        let gen = Gen.array(of: Gen.int(in: 0...1_000_000), count: 8...8)
        let values = (0..<100).map { generate(gen, seed: Seed(0x5EED).forCase($0)).0 }
        #expect(Set(values).count == 100)
    }

    @Test func replayingTheRecordedChoicesRebuildsTheValue() {
        let gen = Gen.zip(Self.list, Gen.double(in: -5...7.5), Self.tree)
        for index in 0..<200 {
            var source = ChoiceSource(seed: Seed(42).forCase(index))
            let value = gen.generate(&source)
            let replayed = PropertyCheck.replay(gen: gen, choices: source.choices)
            #expect(replayed.0 == value.0)
            #expect(replayed.1 == value.1)
            #expect(replayed.2 == value.2)
        }
    }

    @Test func allZeroChoicesGiveTheSimplestValues() {
        #expect(PropertyCheck.replay(gen: Gen.int(in: -50...200), choices: []) == 0)
        #expect(PropertyCheck.replay(gen: Gen.int(in: 30...400), choices: []) == 30)
        #expect(PropertyCheck.replay(gen: Gen.int(in: -400...(-30)), choices: []) == -30)
        #expect(PropertyCheck.replay(gen: Gen.bool, choices: []) == false)
        #expect(PropertyCheck.replay(gen: Self.list, choices: []) == [])
        #expect(PropertyCheck.replay(gen: Gen.array(of: Gen.bool, count: 2...5), choices: []) == [false, false])
        #expect(PropertyCheck.replay(gen: Gen.double(in: -3...4), choices: []) == 0)
        #expect(PropertyCheck.replay(gen: Gen.double(in: 2.5...4), choices: []) == 2.5)
        #expect(PropertyCheck.replay(gen: Gen.double(in: -4...(-2.5)), choices: []) == -2.5)
        #expect(PropertyCheck.replay(gen: Gen.element(of: ["a", "b"]), choices: []) == "a")
        #expect(PropertyCheck.replay(gen: Self.tree, choices: []) == .leaf(0))
    }

    @Test func filterKeepsOnlyAcceptedValuesOrRejectsTheCase() {
        let odd = Gen.int(in: 0...100).filter { $0 % 2 == 1 }
        var source = ChoiceSource(seed: 14)
        let values = (0..<500).map { _ in odd.generate(&source) }
        #expect(values.allSatisfy { $0 % 2 == 1 })
        #expect(!source.isRejected)
        var replaying = ChoiceSource(replaying: [4, 6, 9])
        let replayed = odd.generate(&replaying)
        #expect(replayed == 9)
        #expect(!replaying.isRejected)
        let impossible = Gen.int(in: 0...10).filter(maxAttempts: 3) { $0 > 10 }
        var rejecting = ChoiceSource(seed: 15)
        _ = impossible.generate(&rejecting)
        #expect(rejecting.isRejected)
        #expect(rejecting.count == 3)
    }

    @Test func mapAndFlatMapComposeInOrder() {
        let gen = Gen.int(in: 0...5).flatMap { count in
            Gen.array(of: Gen.int(in: 0...9).map { $0 * 10 }, count: count...count)
        }
        #expect(PropertyCheck.replay(gen: gen, choices: [2, 3, 4]) == [30, 40])
        #expect(PropertyCheck.replay(gen: Gen.constant(7), choices: [3]) == 7)
        #expect(PropertyCheck.replay(gen: Gen.choice(upTo: 9), choices: [12]) == 9)
    }
}
