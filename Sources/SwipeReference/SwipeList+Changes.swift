/// Changes of the list by the app: insert, delete, move and reload a row (MUT).
///
/// State belongs to the row, not to its index: every change carries each row's
/// offset, phase, selection, settle and touch sequence with the row (MUT-1).
extension SwipeList {
    // MARK: - Validation (MUT-11, MUT-12)

    /// `unknownRow` for an insert index outside `0...count` or a move target outside
    /// the rows (MUT-12); the named row itself is checked by LST-7.
    @inline(__always)  // see `check`
    func checkIndices(_ event: InputEvent) -> Rejection? {
        switch event {
        case let .insertRow(index, _, _):
            return index >= 0 && index <= rows.count ? nil : .unknownRow
        case let .moveRow(_, to, _):
            return rows.indices.contains(to) ? nil : .unknownRow
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .deleteRow, .reloadRow:
            return nil  // no index besides the row it names
        }
    }

    /// A new configuration must be valid (GEO-6, ACC-4) and its key unique among the
    /// other rows (MUT-1, MUT-12): hands each that fails to `visit`, in that order,
    /// until it returns `false`.
    @inline(__always)  // see `check`
    func forEachRejection(ofNew configuration: RowConfiguration, replacing row: Int?, _ visit: (Rejection) -> Bool) {
        if !configuration.isValid, !visit(.invalidConfiguration) { return }
        guard let key = configuration.key else { return }
        if configurations.indices.contains(where: { $0 != row && configurations[$0].key == key }) { _ = visit(.duplicateKey) }
    }

    // MARK: - Changes

    /// Inserts a closed row at `index`; rows at and after it move down with their
    /// state (MUT-2).
    mutating func insertRow(_ configuration: RowConfiguration, at index: Int) {
        configurations.insert(configuration, at: index)
        rows.insert(ListRow(layout: RowLayout(configuration, design: design)), at: index)
        observedRows = []  // see `observeRow(_:)`
        remapTouch(RowNumbering.afterInsert(at: index))
    }

    /// Removes a row with all of its state: its settle never completes and its saved
    /// selection is never performed (MUT-3); a sequence on it is detached (MUT-10).
    mutating func deleteRow(_ row: Int) {
        configurations.remove(at: row)
        rows.remove(at: row)
        observedRows = []
        remapTouch(RowNumbering.afterDelete(row))
    }

    /// Moves a row, with its state, so that its index becomes `to` (MUT-4).
    mutating func moveRow(_ row: Int, to: Int) {
        RowNumbering.move(&configurations, row, to: to)
        RowNumbering.move(&rows, row, to: to)
        observedRows = []
        remapTouch(RowNumbering.afterMove(row, to: to))
    }

    /// Replaces a row's configuration; the row keeps its identity and, where it
    /// still makes sense, its state (MUT-5 to MUT-9).
    mutating func reloadRow(_ i: Int, with configuration: RowConfiguration, time t: Double) {
        let old = rows[i].layout
        let oldConfiguration = configurations[i]
        let new = RowLayout(configuration, design: design)
        configurations[i] = configuration
        rows[i].layout = new
        observedRows = []
        if case var .dragging(d) = touch, d.row == i {
            // MUT-9: the drag goes on under the new configuration; a start offset that
            // showed an edge becomes that edge's new open offset, as MUT-7 keeps a row open.
            if let side = Side.revealed(byOffset: d.startOffset) {
                let e = new.layout(for: old.layout(on: side).edge)
                d.startOffset = new.style == .reveal && !e.isEmpty ? e.side.offsetSign * e.extent : 0
                touch = .dragging(d)
            }
            switch design.dragReload {
            case .atOnce: applyDrag(x: d.velocity.latestX)  // MUT-9
            case .atNextSample: rows[i].selection = new.liveSelection(atOffset: rows[i].offset)  // DCH-23: the offset waits for the next sample
            }
            return
        }
        // MUT-6: a row at offset 0 (closed, or settling toward 0) is left as it is.
        guard let side = Side.revealed(byOffset: rows[i].offset) else { return }
        let edge = old.layout(on: side).edge
        let target = new.layout(for: edge)
        if let s = rows[i].selection {
            // MUT-8: a saved selection survives when its action is still on its edge.
            let id = oldConfiguration.declarations.action(s.index, on: s.edge).id
            if new.style == .select,
               let k = configuration.actions(on: edge).firstIndex(where: { $0.id == id }) {
                rows[i].selection = Selection(edge: edge, index: k)
                rows[i].offset = target.side.offsetSign * new.width
                return
            }
        } else if new.style == .reveal, !target.isEmpty {
            rows[i].offset = target.side.offsetSign * target.extent  // MUT-7: open at the new extent
            return
        }
        closeRow(i, time: t)  // MUT-7, MUT-8: nothing left to show; DES-4 drops the selection
    }

    /// Renumbers the active sequence's row; a sequence whose row is gone is detached:
    /// it stays active and its later events have no effect (MUT-10).
    mutating func remapTouch(_ index: (Int) -> Int?) {
        switch touch {
        case var .pending(p):
            if let r = index(p.row) {
                p.row = r
                touch = .pending(p)
            } else {
                touch = .scrolling
            }
        case var .dragging(d):
            if let r = index(d.row) {
                d.row = r
                touch = .dragging(d)
            } else {
                touch = .scrolling
            }
        case .none, .scrolling:
            return
        }
    }
}
