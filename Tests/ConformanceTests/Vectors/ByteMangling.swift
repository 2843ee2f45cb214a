import PropertyEngine

/// JSON text mangled at random, for the tests that read bytes straight into
/// values (`VectorStore.read`, `ProtocolMessages.readResult`) against the value
/// tree's decoder: each mangled text must be read to what the tree gives, or not
/// read at all.
enum ByteMangling {
    /// Bytes that make a text wrong, or respell it, in many ways.
    static let bytes = Array(#"{}[],:"\ 0123456789.eE-+ntrufalsxé"#.utf8) + [0x09, 0x0A, 0x00, 0xFF]

    /// `original` with one or two random edits: a byte removed, inserted or
    /// replaced, or up to 12 bytes repeated.
    static func mangled(_ original: [UInt8], _ random: inout Xoshiro256StarStar) -> [UInt8] {
        var out = original
        for _ in 0..<(1 + random.next(upTo: 2)) {
            let at = Int(random.next(upTo: UInt64(out.count - 1)))
            let byte = bytes[Int(random.next(upTo: UInt64(bytes.count - 1)))]
            switch random.next(upTo: 3) {
            case 0: out.remove(at: at)
            case 1: out.insert(byte, at: at)
            case 2: out[at] = byte
            default: out.insert(contentsOf: out[at..<min(at + 12, out.count)], at: at)
            }
        }
        return out
    }
}
