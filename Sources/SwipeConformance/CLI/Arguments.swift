/// A command-line usage error: exit code 2 with a one-line message.
public struct UsageError: Error, CustomStringConvertible {
    /// The message, one line naming the command and what to do.
    public var description: String
    init(_ message: String) { description = message }
}

/// Parsed options of one command: `--name value`, `--name=value`, flags, positionals.
struct Arguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    init(_ args: [String], command: String, values allowedValues: Set<String>, flags allowedFlags: Set<String>) throws(UsageError) {
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--" {
                positionals += args[(i + 1)...]
                break
            }
            if a.hasPrefix("--") {
                var name = String(a.dropFirst(2))
                var inline: String?
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if allowedFlags.contains(name) {
                    if inline != nil { throw UsageError("\(command): --\(name) takes no value") }
                    flags.insert(name)
                } else if allowedValues.contains(name) {
                    if let v = inline {
                        values[name] = v
                    } else {
                        guard i + 1 < args.count else { throw UsageError("\(command): --\(name) needs a value") }
                        i += 1
                        values[name] = args[i]
                    }
                } else {
                    let known = (allowedValues.union(allowedFlags)).sorted().map { "--\($0)" }.joined(separator: ", ")
                    throw UsageError("\(command): unknown option --\(name) (options: \(known.isEmpty ? "none" : known)); see `swipe-conformance \(command) --help`")
                }
            } else if a.hasPrefix("-") && a.count > 1 && Double(a) == nil {
                throw UsageError("\(command): unknown option \(a); options start with --; see `swipe-conformance \(command) --help`")
            } else {
                positionals.append(a)
            }
            i += 1
        }
    }

    func int(_ name: String, default d: Int, in range: ClosedRange<Int>, command: String) throws(UsageError) -> Int {
        guard let text = values[name] else { return d }
        guard let v = Int(text), range.contains(v) else {
            throw UsageError("\(command): --\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return v
    }

    func double(_ name: String, default d: Double, in range: ClosedRange<Double>, command: String) throws(UsageError) -> Double {
        guard let text = values[name] else { return d }
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw UsageError("\(command): --\(name) takes a number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return v
    }
}
