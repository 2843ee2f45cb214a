// snippet: vectors
import SwipeConformance
import SwipeConformanceTesting
import SwipeExample
import Testing

// One test case per vector, named by its id and requirement ids. The vectors are
// built into SwipeConformance: no path, wherever the package is resolved.
@Test(arguments: try VectorStore.bundledCases())
func vector(_ vector: VectorCase) {
    vector.expectConformance(of: MySwipeList.self)
}
// end snippet
