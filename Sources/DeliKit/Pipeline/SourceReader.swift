/// Reads a target's Swift files through the file system, reporting the ones that cannot be read.
struct SourceReader {
    let fileSystem: any FileSystem

    func read(_ paths: [String], diagnostics: inout [Diagnostic]) -> [SourceFile] {
        paths.compactMap { path -> SourceFile? in
            do throws(FileSystemError) {
                let bytes = try fileSystem.readFile(at: path)
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    diagnostics.append(.sourceNotUTF8(path))
                    return nil
                }
                return SourceFile(path: path, text: text)
            } catch {
                diagnostics.append(.fileError(error, at: .file(path)))
                return nil
            }
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
