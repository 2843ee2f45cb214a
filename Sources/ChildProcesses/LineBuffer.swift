#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes read from a stream, split into newline-terminated lines.
///
/// Each byte is searched for a newline once, however many reads it takes
/// for a line to complete, and consumed space is reclaimed in bulk, so
/// buffering is linear in the bytes read.
struct LineBuffer {
    /// What ``takeLine(maxBytes:)`` found.
    enum Line: Equatable {
        /// A complete line, without its newline.
        case complete([UInt8])
        /// A line (complete or not) longer than the limit: its first bytes
        /// and how many bytes it had when found. The line is discarded.
        case tooLong(prefix: [UInt8], byteCount: Int)
    }

    private var bytes: [UInt8] = []
    /// Index of the first unconsumed byte.
    private var start = 0
    /// Index from which to continue searching for a newline.
    private var searchFrom = 0

    /// How many bytes are buffered and not yet returned.
    var count: Int { bytes.count - start }

    /// The buffered bytes not yet returned (an unterminated line).
    var pending: ArraySlice<UInt8> { bytes[start...] }

    /// Appends bytes read from the stream.
    mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
        if start > 0, start >= bytes.count / 2 {
            bytes.removeFirst(start)
            searchFrom -= start
            start = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// Removes and returns the next line if one is complete, or the start of
    /// an over-long line; `nil` when more bytes are needed.
    ///
    /// - Parameter maxBytes: The longest line accepted, without its newline.
    mutating func takeLine(maxBytes: Int) -> Line? {
        let newline = findNewline()
        let length = (newline ?? bytes.count) - start
        if length > maxBytes {
            let prefix = Array(bytes[start..<(start + min(length, 512))])
            if let newline {
                consume(through: newline)
            } else {
                removeAll()
            }
            return .tooLong(prefix: prefix, byteCount: length)
        }
        guard let newline else { return nil }
        let line = Array(bytes[start..<newline])
        consume(through: newline)
        return .complete(line)
    }

    /// Discards everything buffered.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: false)
        start = 0
        searchFrom = 0
    }

    private mutating func consume(through newline: Int) {
        start = newline + 1
        searchFrom = start
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: bytes.capacity <= 1 << 16)
            start = 0
            searchFrom = 0
        }
    }

    /// The index of the first newline at or after `searchFrom`, remembering
    /// how far the search got.
    private mutating func findNewline() -> Int? {
        let from = max(searchFrom, start)
        guard from < bytes.count else { return nil }
        let found: Int? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                let match = memchr(base + from, Int32(UInt8(ascii: "\n")), buffer.count - from)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(match))
        }
        searchFrom = found ?? bytes.count
        return found
    }
}

/// The last bytes written to a stream, in a bounded buffer.
///
/// Used for a child's standard error: it is drained continuously so the
/// child never blocks on it, but only its tail is kept for error messages.
struct ByteTail {
    /// How many of the last bytes are kept.
    let capacity: Int
    private var bytes: [UInt8] = []
    /// How many bytes were ever appended.
    private(set) var totalCount = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Appends bytes, forgetting all but the last `capacity` (amortized O(1)
    /// per byte).
    mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
        totalCount += chunk.count
        let kept = chunk.count > capacity ? UnsafeBufferPointer(rebasing: chunk[(chunk.count - capacity)...]) : chunk
        bytes.append(contentsOf: kept)
        if bytes.count > 2 * capacity {
            bytes.removeFirst(bytes.count - capacity)
        }
    }

    /// The kept bytes as text (invalid UTF-8 shown as U+FFFD), starting with
    /// `…` when earlier bytes were dropped.
    var text: String {
        let kept = bytes.suffix(capacity)
        let decoded = String(decoding: kept, as: UTF8.self)
        return totalCount > kept.count ? "…" + decoded : decoded
    }
}
