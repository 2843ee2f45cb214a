import PropertyEngine
import Testing

@Suite struct ChoiceSequenceTests {
    @Test func choiceSequencesAreOrderedShortlex() {
        #expect(ChoiceSequence([5]) < [0, 0])
        #expect(ChoiceSequence([0, 7]) < [1, 0])
        #expect(ChoiceSequence([1, 2, 3]) < [1, 2, 4])
        #expect(!(ChoiceSequence([1, 2]) < [1, 2]))
        #expect(ChoiceSequence([]) < [0])
        #expect(ChoiceSequence([1, 1000, 0]).description == "[1, 1000, 0]")
    }

    @Test func actsAsACollectionOfChoices() {
        let choices: ChoiceSequence = [4, 0, 9]
        #expect(choices.count == 3)
        #expect(Array(choices) == [4, 0, 9])
        #expect(choices[2] == 9)
        #expect(choices == ChoiceSequence([4, 0, 9]))
        #expect(ChoiceSequence().isEmpty)
    }
}
