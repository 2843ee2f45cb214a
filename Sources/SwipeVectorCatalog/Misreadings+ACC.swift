import SwipeReference

/// Misreadings of the ACC requirements of SPEC.md (accumulation of declarations).
extension Misreadings {
    /// Every misreading of a ACC requirement, with the vectors that decide it and its fault.
    static let acc: [Misreading] = [
        m(.acc1, .order, "declarations accumulate in reverse order", ["acc-1-three-declarations"], fault: "accumulation-reversed"),
        m(.acc2, .other, "an empty declaration still sets allowsFullSwipe", ["acc-2-empty-declaration-flag"], fault: "empty-declaration-governs-full-swipe"),
        m(.acc2, .other, "every declaration with no actions sets its edge's allowsFullSwipe, after the edge's first action too: the latest one wins",
          ["acc-2-later-empty-declaration-false", "acc-2-later-empty-declaration-true", "acc-2-empty-declarations-around-actions"],
          fault: "latest-empty-declaration-governs-full-swipe"),
        m(.acc3, .order, "the last contributing declaration's allowsFullSwipe governs", ["acc-3-first-declaration-governs-true", "acc-3-first-declaration-governs-false"], fault: "full-swipe-flag-from-last-declaration"),
        m(.acc3, .other, "allowsFullSwipe is ignored: every edge allows a full swipe", ["acc-3-first-declaration-governs-false"], fault: "full-swipe-always-allowed"),
        m(.acc5, .measurement, "the extent counts actionWidth for every action, ignoring declared widths", ["acc-5-extent-custom-widths"], fault: "declared-widths-ignored"),
        m(.acc4, .scope, "action ids must be unique in the whole list: a row inserted or reloaded with another row's id is refused", ["acc-4-insert-row-sharing-ids"], fault: "action-ids-unique-in-list"),
    ]
}
