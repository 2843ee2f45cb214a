// snippet: vectors
import SwipeConformance
import SwipeConformanceTesting
import SwipeExample
import Testing

// One test case per built-in vector that MySwipeList supports, named by its id and
// requirement ids; `swift test --filter vector --filter ID` runs one of them. The
// vectors are built into SwipeConformance: no path, wherever the package is resolved.
@Test(arguments: try VectorSelection(for: MySwipeList.self).cases)
func vector(_ vector: VectorCase) {
    vector.expectConformance(of: MySwipeList.self)
}

// When MySwipeList does not announce every style and feature, a warning says how
// many vectors are not test cases and which requirements that leaves untested.
@Test func supportSummary() throws {
    try VectorSelection(for: MySwipeList.self).recordSummary()
}
// end snippet
