extension String {
    /// Whether the text's UTF-8 holds `byte` (an ASCII character, which is never part of another
    /// character's encoding), searched in the contiguous bytes. The same search through
    /// `utf8.contains` went byte by byte through the view's indices, several hundred instructions
    /// for a short type name, and the graph asks it of every component's names.
    func containsByte(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(byte) }) { return found }
        return utf8.contains(byte)
    }

    /// Whether any byte of the text's UTF-8 satisfies `isMatch`, searched in the contiguous bytes.
    func containsByte(where isMatch: (UInt8) -> Bool) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: isMatch) }) { return found }
        return utf8.contains(where: isMatch)
    }
}
