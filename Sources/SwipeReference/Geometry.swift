/// The layout direction of a row: which physical side each logical edge is on.
///
/// Implements GEO-2: in left-to-right layout the leading edge is the left side; in
/// right-to-left layout it is the right side.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right: the leading edge is the left side.
    case leftToRight = "ltr"
    /// Right to left: the leading edge is the right side.
    case rightToLeft = "rtl"
}

/// A logical edge of a row, as in SwiftUI's `HorizontalEdge` (GEO-2).
public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// The edge where lines of text start: left in `ltr`, right in `rtl`.
    case leading
    /// The edge where lines of text end: right in `ltr`, left in `rtl`.
    case trailing
}

/// A physical side of a row (GEO-2, GEO-3).
public enum Side: String, Sendable, Hashable, CaseIterable {
    /// The left side of the row.
    case left
    /// The right side of the row.
    case right

    /// The sign of the content offset that reveals this side: moving content right
    /// (a positive offset) reveals the left side (GEO-3).
    public var offsetSign: Double { self == .left ? 1 : -1 }

    /// The side revealed by an offset of the given sign, or `nil` for zero (GEO-4).
    public static func revealed(byOffset offset: Double) -> Side? {
        if offset > 0 { return .left }
        if offset < 0 { return .right }
        return nil
    }
}

extension Edge {
    /// The physical side this edge occupies under `direction` (GEO-2).
    ///
    /// ```swift
    /// Edge.leading.side(in: .leftToRight)   // .left
    /// Edge.leading.side(in: .rightToLeft)   // .right
    /// ```
    public func side(in direction: LayoutDirection) -> Side {
        switch (self, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): return .right
        }
    }
}
