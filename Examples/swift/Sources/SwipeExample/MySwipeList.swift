import SwipeReference

/// The implementation under test: a list of rows with swipe actions, driven by
/// touch events. In your package this is your own type (a UIKit or SwiftUI
/// controller's model, say); here it delegates to the reference model so that the
/// example passes, and it reaches the reference only through its public API.
public struct MySwipeList {
    var rows: SwipeList

    public init(rows configurations: [RowConfiguration]) throws {
        rows = try SwipeList(rows: configurations)
    }

    /// Applies one touch, time or programmatic event and returns what is visible after it.
    public mutating func handle(_ event: InputEvent) -> Observation {
        rows.handle(event)
    }

    /// The actions assistive technologies offer for a row.
    public func accessibilityActions(ofRow row: Int) -> [AccessibleAction] {
        rows.accessibilityActions(ofRow: row)
    }
}
