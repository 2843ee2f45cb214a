/// Quotes text for an error message, shortened and with control characters escaped.
///
/// Output of implementations under test can be anything: megabytes of
/// garbage, terminal escape sequences, binary. This renders it safely on one
/// line: the text is put in double quotes; `"` and `\` are escaped as in JSON;
/// line feed, carriage return and tab become `\n`, `\r`, `\t`; other control
/// characters (U+0000–U+001F, U+007F–U+009F) become `\u{XX}`. When the text has
/// more than `limit` Unicode scalars, only the first `limit` are kept, an
/// ellipsis closes the quoted part, and the original size follows.
///
/// ```swift
/// quoteShortened("tap\n")                    // "tap\n"  (with the quotes, and a backslash-n)
/// quoteShortened(String(repeating: "garbage ", count: 262_144), limit: 16)
/// // "garbage garbage …" (2.1 MB, shortened)
/// ```
///
/// - Parameters:
///   - s: The text to quote.
///   - limit: The most Unicode scalars of `s` to show; at least 0.
/// - Returns: The quoted, escaped, possibly shortened text.
/// - Complexity: O(`limit`), not O(`s.count`).
public func quoteShortened(_ s: String, limit: Int = 120) -> String {
    quoteShortened(s, limit: limit, totalByteCount: s.utf8.count)
}

/// Quotes text whose original size is known to be `totalByteCount` bytes,
/// which may exceed the text itself (a kept prefix of a larger output).
package func quoteShortened(_ s: String, limit: Int, totalByteCount: Int) -> String {
    let (escaped, isCut) = escapedForDisplay(s.unicodeScalars, limit: limit)
    guard isCut || totalByteCount > s.utf8.count else { return "\"" + escaped + "\"" }
    return "\"" + escaped + "…\" (\(describeByteCount(totalByteCount)), shortened)"
}

/// Quotes the end of a text (a process's standard error, say) like
/// ``quoteShortened(_:limit:)``, keeping its last `limit` Unicode scalars
/// after an ellipsis. Trailing line breaks are dropped.
///
/// ```swift
/// quoteTail("warming up\nTraceback: boom\n", limit: 15)  // "…Traceback: boom"
/// ```
package func quoteTail(_ s: String, limit: Int = 120) -> String {
    var scalars = s.unicodeScalars[...]
    while let last = scalars.last, last == "\n" || last == "\r" { scalars = scalars.dropLast() }
    var start = scalars.endIndex
    var kept = 0
    while kept < limit, start > scalars.startIndex {
        start = scalars.index(before: start)
        kept += 1
    }
    let (escaped, _) = escapedForDisplay(scalars[start...], limit: limit)
    return "\"" + (start > scalars.startIndex ? "…" : "") + escaped + "\""
}

/// The first `limit` scalars with `"` and `\` escaped as in JSON, `\n \r \t`
/// for line feed, carriage return and tab, and `\u{XX}` for other control
/// characters; and whether scalars were left out.
package func escapedForDisplay<S: Sequence<Unicode.Scalar>>(_ scalars: S, limit: Int) -> (text: String, isShortened: Bool) {
    var escaped = ""
    var shown = 0
    for scalar in scalars {
        if shown == limit { return (escaped, true) }
        shown += 1
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}":
            let hex = String(scalar.value, radix: 16, uppercase: true)
            escaped += "\\u{" + (hex.count == 1 ? "0" : "") + hex + "}"
        default:
            escaped.unicodeScalars.append(scalar)
        }
    }
    return (escaped, false)
}

/// A byte count for people: `512 bytes`, `4.1 KB`, `2.1 MB`, `1.5 GB`
/// (decimal units, one decimal place).
package func describeByteCount(_ count: Int) -> String {
    if count == 1 { return "1 byte" }
    if count < 1000 { return "\(count) bytes" }
    let units: [(size: Int, name: String)] = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "KB")]
    let unit = units.first { count >= $0.size } ?? units[2]
    let tenths = (count * 10 + unit.size / 2) / unit.size
    return "\(tenths / 10).\(tenths % 10) \(unit.name)"
}
