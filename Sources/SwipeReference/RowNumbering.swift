/// How a change of the list renumbers its rows (MUT-2 to MUT-4).
///
/// State belongs to the row, not to its index (MUT-1), so whoever follows a row
/// across list changes — the model, the vector tools, the fault catalog —
/// renumbers it here, and the rule is written once.
public enum RowNumbering {
    /// Old index to new after a row is inserted at `index` (MUT-2): rows at and
    /// after it move down by one.
    public static func afterInsert(at index: Int) -> (Int) -> Int {
        { $0 >= index ? $0 + 1 : $0 }
    }

    /// Old index to new after `row` is deleted (MUT-3): `nil` for the deleted row,
    /// rows after it move up by one.
    public static func afterDelete(_ row: Int) -> (Int) -> Int? {
        { $0 == row ? nil : ($0 > row ? $0 - 1 : $0) }
    }

    /// Old index to new after `row` moves so that its index becomes `to` (MUT-4):
    /// the rows between close up behind it and open up in front of it.
    public static func afterMove(_ row: Int, to: Int) -> (Int) -> Int {
        { i in
            if i == row { return to }
            let j = i > row ? i - 1 : i
            return j >= to ? j + 1 : j
        }
    }

    /// Moves the element at `row` so that its index becomes `to` (MUT-4): the
    /// array counterpart of ``afterMove(_:to:)``.
    public static func move<Element>(_ elements: inout [Element], _ row: Int, to: Int) {
        elements.insert(elements.remove(at: row), at: to)
    }
}
