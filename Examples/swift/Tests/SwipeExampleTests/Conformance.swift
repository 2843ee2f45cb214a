// snippet: conformance
import SwipeConformance
import SwipeExample

extension MySwipeList: SwipeImplementation {
    public static var info: ImplementationInfo {
        ImplementationInfo(name: "MySwipeList", version: "1.0.0")
    }
}
// end snippet
