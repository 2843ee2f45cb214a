/// `text` made inert for a terminal: every control character (C0, DEL, C1,
/// and the bidirectional overrides) is written as an escape (`\n`, `\t`,
/// `\u{1B}`), so a string from a vector file or an implementation (a case id,
/// a hello name, a message, a quote of stderr) cannot move the cursor, clear
/// the screen or forge a line of the report. Printable text is unchanged.
///
/// ```swift
/// inert("case\u{1B}[2J0 failed")  // case\u{1B}[2J0 failed  (the escape shown, not obeyed)
/// inert("thr-2-below")             // thr-2-below
/// ```
public func inert(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where isControl(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// C0 and C1 controls, DEL, and the bidirectional embedding, override and
/// isolate characters (which reorder what follows them on the line).
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}
