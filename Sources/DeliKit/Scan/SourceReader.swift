/// Reads a target's Swift files through the file system, reporting the ones that cannot be read.
struct SourceReader {
    let fileSystem: any FileSystem

    /// Each of `paths` read, hashed and reduced to its identifier fingerprints on all cores, in
    /// order; nil (and a diagnostic) for a file that cannot be read. The text of a file that
    /// mentions none of `relevant` is let go at once (see ``ReadSource/file``).
    func readEach(
        _ paths: [String], keepingTextsMentioning relevant: FingerprintSet? = nil, diagnostics: inout [Diagnostic]
    ) -> [ReadSource?] {
        let outcomes = ProjectScanner.parallelMap(paths) { path in
            read(path).map { ReadSource(file: $0, keepingTextIfItMentions: relevant) }
        }
        return outcomes.map { outcome in
            switch outcome {
            case .success(let source): return source
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            }
        }
    }

    /// The file at `path`, or nil when it cannot be read (now) or is not UTF-8.
    func readOne(_ path: String) -> SourceFile? {
        try? read(path).get()
    }

    private func read(_ path: String) -> Result<SourceFile, Diagnostic> {
        do throws(FileSystemError) {
            let bytes = try fileSystem.readFile(at: path)
            guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.sourceNotUTF8(path)) }
            return .success(SourceFile(path: path, text: text))
        } catch {
            return .failure(.fileError(error, at: .file(path)))
        }
    }
}

extension DiagnosticID {
    /// A Swift source file is not valid UTF-8.
    public static let sourceNotUTF8 = DiagnosticID("C055")
}

extension Diagnostic {
    static func sourceNotUTF8(_ path: String) -> Diagnostic {
        .error(.sourceNotUTF8, "'\(path)' is not valid UTF-8 and cannot be scanned; save it as UTF-8", at: .file(path))
    }
}
