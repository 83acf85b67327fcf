import DeliKit

/// Writes generated files safely: only when the bytes change, never over a file that deli did not
/// generate, and never half-written (a temporary file is renamed into place). An output that is a
/// symbolic link is written through: the file it points to is replaced and the link stays.
struct GeneratedFileWriter {
    /// What happened to one output file.
    enum Outcome: Equatable {
        case written
        case unchanged
    }

    /// The first bytes a file must start with to be ours to overwrite; empty for a format without
    /// comments, whose files only `acceptsLegacy` can recognise.
    var requiredHeader: String
    /// Whether an existing file without that header may be replaced anyway (one Deli 0.9 wrote, or a
    /// JSON graph deli wrote).
    var acceptsLegacy: ([UInt8]) -> Bool = { _ in false }
    /// Where a server or a watch takes the removal of the file an output replaced (it frees the
    /// file's blocks, a millisecond for a factory of a megabyte); nil removes it at once.
    var laterWork: LaterWork?

    /// Writes `contents` to `path`, or throws a diagnostic explaining why it refused or failed.
    func write(_ contents: String, to path: String) throws(Diagnostic) -> Outcome {
        // A text at hand can always be had.
        try write(GeneratedText(contents), to: path)!
    }

    /// Writes `text` to `path` unless the file already holds it (then the text is not even loaded),
    /// or throws a diagnostic explaining why it refused or failed. Nil when the text had to be
    /// loaded and could not be: nothing was written.
    ///
    /// An existing file of another size than the text cannot hold it: then only its first bytes are
    /// read, to see that it is ours (all of it only when they do not say so and an old Deli's file
    /// may be replaced).
    func write(_ text: GeneratedText, to path: String) throws(Diagnostic) -> Outcome? {
        let target = Self.linkTarget(of: path)
        var existing: [UInt8]?
        if let kind = LocalFileSystem().itemKind(at: path) {
            if kind == .directory { throw Diagnostic.outputIsDirectory(path) }
            if let size = LocalFileSystem().stamp(at: target)?.size, size != Int64(text.hash.byteCount) {
                guard try isOurs(target, path: path) else {
                    throw Diagnostic.outputNotGenerated(path, header: requiredHeader)
                }
            } else {
                existing = try read(target, path: path)
            }
        }
        if let existing, !text.isHeld, ContentHash(bytes: existing) == text.hash { return .unchanged }
        guard let contents = text.text.map(Self.bytes) else { return nil }
        if let existing {
            if existing == contents { return .unchanged }
            guard isOurs(existing) else { throw Diagnostic.outputNotGenerated(path, header: requiredHeader) }
        }
        do {
            try FileWriter.replace(target, with: contents, removeReplaced: removeReplaced)
        } catch {
            throw Diagnostic.outputUnwritable(path, reason: error.reason)
        }
        return .written
    }

    /// Removes the file `path` names, at once or as ``laterWork``.
    private func removeReplaced(_ path: String) {
        LaterWork.perform({ FileWriter.remove(path) }, laterIn: laterWork)
    }

    /// `text`'s UTF-8 bytes, copied at once: an array made from the bytes' buffer copied them one
    /// by one (a millisecond for a factory of 10,000 registrations).
    private static func bytes(of text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { utf8 in
            [UInt8](unsafeUninitializedCapacity: utf8.count) { buffer, count in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(utf8))
                count = utf8.count
            }
        }
    }

    /// Why `path` may not be written, if it may not: it is a folder, or a file deli did not write.
    /// Asked of every output before any is written, so that a refusal leaves the others as they were.
    func refusal(at path: String) -> Diagnostic? {
        guard let kind = LocalFileSystem().itemKind(at: path) else { return nil }
        if kind == .directory { return .outputIsDirectory(path) }
        do {
            return try isOurs(Self.linkTarget(of: path), path: path)
                ? nil : .outputNotGenerated(path, header: requiredHeader)
        } catch {
            return error
        }
    }

    /// True when the file at `target` is ours (see ``isOurs(_:)``), reading its first bytes only when
    /// they hold the header.
    private func isOurs(_ target: String, path: String) throws(Diagnostic) -> Bool {
        let header = Array(requiredHeader.utf8)
        if !header.isEmpty, LocalFileSystem().readHead(of: target, count: header.count) == header { return true }
        return isOurs(try read(target, path: path))
    }

    /// True when `bytes` start with the header, are an old Deli's file that may be replaced, or are
    /// none at all: an empty file holds nothing to lose (a machine that lost power soon after deli
    /// wrote an output may leave it empty).
    private func isOurs(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || (!requiredHeader.isEmpty && bytes.starts(with: requiredHeader.utf8)) || acceptsLegacy(bytes)
    }

    /// The file `path` finally names after following symbolic links (at most 32 of them, so a loop
    /// ends), relative targets taken from the link's folder; `path` itself when it is not a link.
    static func linkTarget(of path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let target = FileWriter.linkDestination(of: current) else { break }
            current = target.hasPrefix("/") ? target : FilePath.join(FilePath.directory(of: current), target)
        }
        return current
    }

    private func read(_ target: String, path: String) throws(Diagnostic) -> [UInt8] {
        do {
            return try LocalFileSystem().readFile(at: target)
        } catch {
            switch error {
            case .notFound: throw Diagnostic.outputUnreadable(path, reason: "No such file or directory")
            case .unreadable(_, let reason): throw Diagnostic.outputUnreadable(path, reason: reason)
            }
        }
    }
}
