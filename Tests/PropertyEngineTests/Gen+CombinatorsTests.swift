import PropertyEngine
import Testing

@Suite struct GenCombinatorsTests {
    private indirect enum Tree: Sendable, Equatable {
        case leaf(Int)
        case node(Tree, Tree)

        var depth: Int {
            switch self {
            case .leaf: 0
            case .node(let left, let right): 1 + max(left.depth, right.depth)
            }
        }
    }

    private static let tree = Gen<Tree>.recursive(
        maxDepth: 4,
        base: Gen.int(in: 0...9).map(Tree.leaf),
        extend: { child in Gen.zip(child, child).map { Tree.node($0, $1) } }
    )

    @Test func intChoicesCountAwayFromZero() {
        let mixed = Gen.int(in: -3...5)
        let values = (0...8).map { PropertyCheck.replay(gen: mixed, choices: [UInt64($0)]) }
        #expect(values == [0, 1, -1, 2, -2, 3, -3, 4, 5])
        let mostlyNegative = Gen.int(in: -5...2)
        let negatives = (0...7).map { PropertyCheck.replay(gen: mostlyNegative, choices: [UInt64($0)]) }
        #expect(negatives == [0, 1, -1, 2, -2, -3, -4, -5])
        #expect(PropertyCheck.replay(gen: Gen.int(in: 10...20), choices: [4]) == 14)
        #expect(PropertyCheck.replay(gen: Gen.int(in: -20...(-10)), choices: [4]) == -14)
    }

    @Test func intCoversTheWholeRangeOfInt() {
        let all = Gen.int(in: Int.min...Int.max)
        #expect(PropertyCheck.replay(gen: all, choices: [.max]) == Int.min)
        #expect(PropertyCheck.replay(gen: all, choices: [.max - 1]) == Int.min + 1)
        #expect(PropertyCheck.replay(gen: all, choices: [.max - 2]) == Int.max)
        #expect(PropertyCheck.replay(gen: Gen.int(in: 0...Int.max), choices: [.max]) == Int.max)
        #expect(PropertyCheck.replay(gen: Gen.int(in: Int.min...0), choices: [.max]) == Int.min)
        #expect(PropertyCheck.replay(gen: Gen.int(in: 5...5), choices: [3]) == 5)
    }

    @Test func intStaysInRangeAndReachesBothEnds() {
        var source = ChoiceSource(seed: 9)
        let gen = Gen.int(in: -3...4)
        let values = (0..<2000).map { _ in gen.generate(&source) }
        #expect(values.allSatisfy { (-3...4).contains($0) })
        #expect(Set(values) == Set(-3...4))
    }

    @Test func oneOfAndFrequencyPickByTheirChoice() {
        let gens = [Gen.constant("first"), Gen.constant("second"), Gen.constant("third")]
        #expect(PropertyCheck.replay(gen: Gen.oneOf(gens), choices: [2]) == "third")
        let weighted = Gen.frequency([(1, gens[0]), (0, gens[1]), (3, gens[2])])
        let picks = (0...3).map { PropertyCheck.replay(gen: weighted, choices: [UInt64($0)]) }
        #expect(picks == ["first", "third", "third", "third"])
        var source = ChoiceSource(seed: 11)
        let drawn = (0..<4000).map { _ in weighted.generate(&source) }
        #expect(!drawn.contains("second"))
        #expect((800...1200).contains(drawn.filter { $0 == "first" }.count))
    }

    @Test func arrayUsesAnotherElementChoiceBeforeEachOptionalElement() {
        let gen = Gen.array(of: Gen.int(in: 0...1000), count: 1...3)
        #expect(PropertyCheck.replay(gen: gen, choices: [7, 1, 8, 1, 9]) == [7, 8, 9])
        #expect(PropertyCheck.replay(gen: gen, choices: [7, 0, 8]) == [7])
        var source = ChoiceSource(replaying: [7, 1, 8, 1, 9, 1, 10])
        #expect(gen.generate(&source) == [7, 8, 9])
        #expect(source.choices == [7, 1, 8, 1, 9])
    }

    @Test func arrayLengthsStayInRangeWithAReasonableAverage() {
        let gen = Gen.array(of: Gen.bool, count: 2...40)
        var source = ChoiceSource(seed: 12)
        let lengths = (0..<2000).map { _ in gen.generate(&source).count }
        #expect(lengths.allSatisfy { (2...40).contains($0) })
        let average = Double(lengths.reduce(0, +)) / Double(lengths.count)
        #expect((10.0...14.0).contains(average))
    }

    @Test func recursionStopsAtMaxDepth() {
        var source = ChoiceSource(seed: 13)
        let depths = (0..<1000).map { _ in Self.tree.generate(&source).depth }
        #expect(depths.allSatisfy { $0 <= 4 })
        #expect(depths.contains(4))
        #expect(depths.contains(0))
    }
}
