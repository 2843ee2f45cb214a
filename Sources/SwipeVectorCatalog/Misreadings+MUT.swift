import SwipeReference

/// Misreadings of the MUT requirements of SPEC.md (the list changes under the finger: insert, delete, move and reload rows).
extension Misreadings {
    /// Every misreading of a MUT requirement, with the vectors that decide it and its fault.
    static let mut: [Misreading] = [
        m(.mut1, .scope, "swipe state is kept by index, not by row", ["mut-1-insert-above-open"], fault: "state-kept-by-index"),
        m(.mut4, .other, "a moved row leaves its state at its old index", ["mut-1-move-keeps-settle"], fault: "move-does-not-carry-state"),
        m(.mut4, .other, "the active sequence stays at its index when another row moves across it", ["mut-4-move-around-drag"]),
        m(.mut3, .scope, "deleting an open row opens the row that takes its place", ["mut-3-delete-open-row"], fault: "deleted-row-neighbour-opens"),
        m(.mut3, .sideEffects, "a tap where a deleted row's buttons were performs them", ["mut-3-delete-open-row"], fault: "deleted-buttons-still-fire"),
        m(.mut3, .moment, "a deleted row's saved selection is performed when its settle would have ended", ["mut-3-delete-settling-select"], fault: "deleted-selection-performed"),
        m(.mut7, .other, "a reload closes the open row", ["mut-7-reload-open-wider"], fault: "reload-closes-open-row"),
        m(.mut7, .measurement, "a reloaded open row keeps its old extent", ["mut-7-reload-open-wider"], fault: "reload-keeps-old-extent"),
        m(.mut9, .other, "a reload of the dragged row cancels the drag", ["mut-9-reload-during-drag"], fault: "reload-cancels-drag"),
        m(.mut9, .style, "a drag from the open row keeps its open start offset when the row is reloaded to select", ["mut-9-reload-drag-to-select"]),
        m(.mut10, .other, "deleting the dragged row leaves the touch stuck on the row that takes its index", ["mut-10-delete-dragged-row"], fault: "delete-under-finger-stuck"),
        m(.mut10, .other, "a detached drag is still a drag in progress: open, close and activate are rejected (PRG-5, AX-4)",
          ["mut-10-detached-drag-open", "mut-10-detached-drag-close", "mut-10-detached-drag-activate"], fault: "detached-drag-blocks-programmatic"),
        m(.mut10, .other, "a detached pending sequence is still recognised: a move past the slop scrolls and closes the open row (LST-3)",
          ["mut-10-detached-pending-no-scroll", "mut-10-detached-pending-no-drag"]),
        m(.mut2, .other, "insertRow(index) puts the new row after the row at index, which keeps its index",
          ["mut-2-insert-at-open-row"], fault: "insert-after-index"),
        m(.mut5, .other, "a reload takes the new actions but keeps the width and parameters the row was created with",
          ["mut-5-reload-new-parameters", "mut-5-reload-full-swipe-on"], fault: "reload-keeps-old-measurements"),
        m(.mut6, .moment, "a reload of a row settling toward 0 ends its settle at once",
          ["mut-6-reload-closing"], fault: "reload-ends-closing-settle"),
        m(.mut8, .moment, "a kept selection's settle keeps the target computed at the release (the old width), not sign'(e) × W'",
          ["mut-8-reload-keeps-selection"], fault: "reload-keeps-select-target"),
        m(.mut11, .boundary, "a list is never empty: deleting the last row is rejected",
          ["mut-11-empty-list"], fault: "last-row-undeletable"),
        m(.mut12, .boundary, "an insertRow index outside 0…count is clamped to the nearest end, as Python's list.insert does",
          ["mut-2-insert-at-count-above", "mut-12-rejection-order"], fault: "insert-index-clamped"),
        m(.mut13, .other, "a list change during a drag is rejected (dragInProgress), as open and close are",
          ["mut-13-changes-during-drag", "mut-9-reload-during-drag"], fault: "changes-rejected-during-drag"),
        m(.mut14, .order, "a list change is applied before the settles ending at its time complete",
          ["mut-14-delete-at-settle-end-on", "mut-14-delete-at-settle-end-above"], fault: "change-before-completions"),
        m(.mut14, .other, "a list change is not a timed event: settles due at its time complete only at the next input event",
          ["mut-14-change-completes-zero-settle", "mut-14-delete-at-settle-end-on"], fault: "change-completes-no-settle"),
        m(.mut15, .moment, "the accessibility lists are those of the list after the last event",
          ["mut-15-activate-inserted-row", "mut-1-insert-above-open"], fault: "accessibility-of-final-list"),
    ]
}
