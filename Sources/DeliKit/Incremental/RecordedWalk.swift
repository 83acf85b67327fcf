/// What one ``DirectoryWalker`` walk found, and what proves it still holds: every directory it
/// listed, with the stamp taken just before listing it and a fingerprint of what the walk saw
/// there (names, kinds and links of the entries it considers).
///
/// A walk's result depends only on those listings, so while each directory lists the same entries
/// the files are the same: a directory whose stamp is unchanged and was old enough to be trusted
/// (git's racily-clean rule, see ``StampTrust``) is not listed again, and one whose stamp moved is
/// listed again and compared (the folder a factory was just written into lists the same names).
/// Walks that meet a symbolic link are not recorded: a link's target can change without any
/// listed directory changing.
public struct RecordedWalk: Equatable, Sendable {
    /// One listed directory: its path relative to the root (`""` for the root itself), its stamp,
    /// whether that stamp may be trusted, and what the walk saw in it.
    public struct Directory: Equatable, Sendable {
        public var path: String
        public var stamp: FileStamp
        public var isTrusted: Bool
        public var listing: ContentHash
    }

    public var root: String
    public var maxDepth: Int?
    public var includeHidden: Bool
    /// The walk's files, relative to the root and sorted.
    public var files: [String]
    public var directories: [Directory]

    /// Whether this record answers a walk of `root` with these settings.
    func answers(root: String, maxDepth: Int?, includeHidden: Bool) -> Bool {
        self.root == root && self.maxDepth == maxDepth && self.includeHidden == includeHidden
    }

    /// Whether `other` is a walk of the same root with the same settings that lists the same files
    /// through the same directories, whatever their stamps.
    func listsTheSame(as other: RecordedWalk) -> Bool {
        answers(root: other.root, maxDepth: other.maxDepth, includeHidden: other.includeHidden)
            && files == other.files && directories.count == other.directories.count
            && zip(directories, other.directories).allSatisfy { $0.path == $1.path && $0.listing == $1.listing }
    }

    /// A fingerprint of what a walk considers in a directory listing: the entries it does not skip
    /// as hidden, by name, with their kinds and whether they are links, in name order.
    static func listingFingerprint(_ entries: [DirectoryEntry], includeHidden: Bool) -> ContentHash {
        var writer = BinaryWriter()
        let considered = entries.filter { includeHidden || !$0.name.hasPrefix(".") }.sorted { $0.name < $1.name }
        writer.writeArray(considered) { writer, entry in
            writer.write(entry.name)
            writer.write(Self.kindCode(entry.kind))
            writer.write(entry.isSymbolicLink)
        }
        return ContentHash(bytes: writer.bytes)
    }

    private static func kindCode(_ kind: FileItemKind?) -> Int {
        switch kind {
        case .file: 1
        case .directory: 2
        case .other: 3
        case nil: 0
        }
    }
}
