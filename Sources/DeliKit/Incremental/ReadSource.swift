/// A source file as the incremental scan reads it: its text, content hash and identifier
/// fingerprints, all computed on the reading thread.
struct ReadSource: Sendable {
    var file: SourceFile
    var hash: ContentHash
    var fingerprints: [UInt64]

    init(file: SourceFile) {
        self.file = file
        self.hash = ContentHash(of: file.text)
        self.fingerprints = IdentifierReader.fingerprints(in: file.text)
    }
}
