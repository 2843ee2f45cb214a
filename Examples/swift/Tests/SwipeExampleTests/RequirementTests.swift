// snippet: requirement
import SwipeConformance
import SwipeConformanceTesting
import SwipeExample
import Testing

// `swift test --filter THR-2` runs this test: Swift Testing's --filter matches test
// names, not arguments, display names or tags, so the test is named by the
// requirement id (a raw identifier, Swift 6.2 or later). A group prefix, "THR",
// selects the vectors of every THR requirement.
@Test(arguments: try VectorSelection(for: MySwipeList.self, requirement: "THR-2").cases)
func `THR-2`(_ vector: VectorCase) {
    vector.expectConformance(of: MySwipeList.self)
}
// end snippet
