/// Reads a target's Swift files through the file system, reporting the ones that cannot be read.
struct SourceReader {
    let fileSystem: any FileSystem

    func read(_ paths: [String], diagnostics: inout [Diagnostic]) -> [SourceFile] {
        paths.compactMap { path in
            do {
                let bytes = try fileSystem.readFile(at: path)
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    diagnostics.append(.sourceNotUTF8(path))
                    return nil
                }
                return SourceFile(path: path, text: text)
            } catch {
                diagnostics.append(.unreadableSource(path, error))
                return nil
            }
        }
    }
}

extension DiagnosticID {
    /// A Swift source file is not valid UTF-8.
    public static let sourceNotUTF8 = DiagnosticID("C055")
    /// A Swift source file could not be read.
    public static let unreadableSource = DiagnosticID("C056")
}

extension Diagnostic {
    static func sourceNotUTF8(_ path: String) -> Diagnostic {
        .error(.sourceNotUTF8, "'\(path)' is not valid UTF-8 and cannot be scanned; save it as UTF-8", at: .file(path))
    }

    static func unreadableSource(_ path: String, _ error: FileSystemError) -> Diagnostic {
        .error(.unreadableSource, "cannot read source file '\(path)': \(error)", at: .file(path))
    }
}
