import SwiftParser
import SwiftSyntax

/// Scans one Swift file (already read by the caller) into a `ScanResult`.
///
/// A file with syntax errors is still scanned as far as the parser recovered, and reported once at
/// its first error.
public enum SwiftFileScanner {
    public static func scan(_ file: SourceFile) -> ScanResult {
        if let refusal = refusal(file) { return refusal }
        return read(Parser.parse(source: file.text), of: file)
    }

    /// A result holding only an error when the text to parse (`file`'s, or the reduction `parsed` of
    /// it whose offsets `offsets` maps back) has input the parser would take exponential time on
    /// (see ``BracketRunGuard``). Only what is parsed needs the guard.
    private static func refusal(_ file: SourceFile, parsed: String? = nil, offsets: OffsetMap = .identity)
        -> ScanResult?
    {
        guard let offset = BracketRunGuard().firstLongRun(in: parsed ?? file.text) else { return nil }
        let location = SyntaxLocator(path: file.path, text: file.text, offsets: offsets).location(
            at: AbsolutePosition(utf8Offset: offset))
        var result = ScanResult(path: file.path, types: [], usages: [], typeAliases: [:])
        result.diagnostics = [.bracketRunTooLong(limit: BracketRunGuard.limit, at: location)]
        return result
    }

    /// Scans only the top-level declarations of `file` that mention one of `relevantNames` (see
    /// ``ChunkFilter``); the result's ``ScanResult/skippedFingerprints`` say what was left out. When the
    /// reduced text does not parse cleanly, the whole file is scanned instead, so syntax errors are
    /// reported where they really are.
    static func scan(_ file: SourceFile, relevantNames: Set<String>) -> ScanResult {
        scan(file, relevant: RelevantNames(relevantNames))
    }

    /// ``scan(_:relevantNames:)`` with the names' fingerprints already made.
    static func scan(_ file: SourceFile, relevant: RelevantNames) -> ScanResult {
        if let filter = ChunkFilter(text: file.text, relevant: relevant) {
            if var refusal = refusal(file, parsed: filter.text, offsets: filter.offsets) {
                // Scanned again, like any result, when a chunk left out becomes relevant.
                refusal.skippedFingerprints = filter.skippedFingerprints.elements.sorted()
                return refusal
            }
            let tree = Parser.parse(source: filter.text)
            if !tree.hasError {
                var result = read(tree, of: file, parsed: filter.text, offsets: filter.offsets)
                result.skippedFingerprints = filter.skippedFingerprints.elements.sorted()
                return result
            }
        }
        return scan(file)
    }

    /// The result of `tree`, parsed from `parsed`: the file's text, or a reduction of it whose
    /// offsets `offsets` maps back.
    private static func read(
        _ tree: SourceFileSyntax, of file: SourceFile, parsed: String? = nil, offsets: OffsetMap = .identity
    ) -> ScanResult {
        let locator = SyntaxLocator(path: file.path, text: file.text, offsets: offsets)
        if let deep = SyntaxDepthGuard().firstTooDeep(in: tree) {
            var result = ScanResult(path: file.path, types: [], usages: [], typeAliases: [:])
            let start = SyntaxDepthGuard.enclosingStart(of: deep, in: parsed ?? file.text)
            result.diagnostics = [
                .sourceTooDeep(
                    limit: SyntaxDepthGuard.limit, at: locator.location(at: AbsolutePosition(utf8Offset: start)))
            ]
            return result
        }
        var reader = DeclarationReader(locator: locator)
        reader.read(tree)
        var usages = reader.usages
        if InjectSearch.mayMention(in: file.text) {
            let calls = InjectCallVisitor(locator: locator)
            calls.walk(tree)
            usages = (usages + calls.usages).sorted { $0.location < $1.location }
        }
        var result = ScanResult(
            path: file.path, types: reader.types, usages: usages, typeAliases: reader.typeAliases)
        result.imports = reader.imports
        result.localTypes = reader.localTypes
        if tree.hasError {
            let errors = SyntaxErrorVisitor()
            errors.walk(tree)
            let location = errors.firstError.map { locator.location(at: $0) } ?? .file(file.path)
            result.diagnostics.append(.syntaxError(at: location))
        }
        return result
    }
}

extension DiagnosticID {
    /// A Swift file could not be parsed completely.
    public static let syntaxError = DiagnosticID("W103")
}

extension Diagnostic {
    static func syntaxError(at location: SourceLocation) -> Diagnostic {
        .warning(
            .syntaxError,
            "this Swift file has a syntax error; Deli scanned what it could parse, fix the error and run again",
            at: location)
    }
}
