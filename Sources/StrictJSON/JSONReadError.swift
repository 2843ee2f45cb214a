import QuotedText

/// Why a ``JSONReader`` could not read a value as the expected type.
///
/// Every case names the JSON path of the offending value, so a message reads
/// like `$.cases[3].events[2].x: expected a number, found the string "NaN"`.
/// Callers that know the file add its name when they wrap the error.
///
/// ```swift
/// let reader = JSONReader(["x": "NaN"])
/// do {
///     _ = try reader.field("x").double()
/// } catch {
///     print(error)  // $.x: expected a number, found the string "NaN". Change the value at this path.
/// }
/// ```
public enum JSONReadError: Error, Equatable, CustomStringConvertible {
    /// The value at `path` is not of the `expected` kind; `found` describes
    /// what is there (for example `the string "NaN"`).
    case typeMismatch(path: JSONPath, expected: String, found: String)
    /// The object at `path` lacks the required member `key`; `presentKeys`
    /// lists the keys it has.
    case missingField(path: JSONPath, key: String, presentKeys: [String])
    /// The object at `path` has the member `key`, which is not among
    /// `allowedKeys`.
    case unknownField(path: JSONPath, key: String, allowedKeys: [String])
    /// The value at `path` has the right type but is outside the `expected`
    /// range or set.
    case outOfRange(path: JSONPath, expected: String, found: String)
    /// The value at `path` is invalid for a reason found by the caller (see
    /// ``JSONReader/invalid(_:)``).
    case invalidValue(path: JSONPath, reason: String)

    /// The JSON path of the offending value (or of the object lacking or
    /// having an unexpected member).
    ///
    /// ```swift
    /// error.path.description  // "$.cases[3].events[2]"
    /// ```
    public var path: JSONPath {
        switch self {
        case .typeMismatch(let path, _, _),
            .missingField(let path, _, _),
            .unknownField(let path, _, _),
            .outOfRange(let path, _, _),
            .invalidValue(let path, _):
            return path
        }
    }

    /// What was wrong, where (the JSON path), and what to do.
    public var description: String {
        switch self {
        case .typeMismatch(let path, let expected, let found):
            return "\(path): expected \(expected), found \(found). Change the value at this path."
        case .missingField(let path, let key, let presentKeys):
            var text = "\(path): missing required field \(quoteShortened(key, limit: 60))"
            if let guess = Self.closestKey(to: key, among: presentKeys) {
                text += "; is \(quoteShortened(guess, limit: 60)) a misspelling of it?"
            } else {
                text += "."
            }
            text += presentKeys.isEmpty
                ? " The object is empty."
                : " The object has \(Self.list(presentKeys))."
            return text + " Add the field."
        case .unknownField(let path, let key, let allowedKeys):
            var text = "\(path): unknown field \(quoteShortened(key, limit: 60))"
            if let guess = Self.closestKey(to: key, among: allowedKeys) {
                text += "; did you mean \(quoteShortened(guess, limit: 60))?"
            } else {
                text += "."
            }
            return text + " Allowed fields: \(Self.list(allowedKeys)). Remove or rename the field."
        case .outOfRange(let path, let expected, let found):
            return "\(path): expected \(expected), found \(found). Change the value at this path."
        case .invalidValue(let path, let reason):
            return "\(path): \(reason)"
        }
    }

    private static func list(_ keys: [String]) -> String {
        let shown = keys.prefix(20).map { quoteShortened($0, limit: 40) }.joined(separator: ", ")
        return keys.count > 20 ? shown + ", … (\(keys.count) in all)" : shown
    }

    /// The candidate within edit distance 2 (and less than half the key's
    /// length) of `key`, if exactly one is closest.
    private static func closestKey(to key: String, among candidates: [String]) -> String? {
        let target = Array(key.unicodeScalars)
        guard target.count <= 64 else { return nil }
        var best: (key: String, distance: Int)?
        var isTie = false
        for candidate in candidates where candidate != key {
            let scalars = Array(candidate.unicodeScalars)
            guard scalars.count <= 64 else { continue }
            let distance = editDistance(target, scalars)
            guard distance <= 2, distance * 2 < max(target.count, scalars.count) else { continue }
            if let current = best, distance >= current.distance {
                if distance == current.distance { isTie = true }
                continue
            }
            best = (candidate, distance)
            isTie = false
        }
        return isTie ? nil : best?.key
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
