/// Scans every file of a target on all cores and returns the results sorted by path.
///
/// Only files that can matter are parsed: those mentioning a Deli name, a type that takes part, or a
/// supertype of one, found by a cheap identifier pre-filter iterated to a fixed point.
public enum ProjectScanner {
    /// The names that make a file worth parsing before anything else is known.
    static let seedNames: Set<String> = TypeText.deliProtocols.union([
        "InjectProperty", "Dependency", "DependencyArray", "PropertyValue", "Config",
    ])

    public static func scan(_ files: [SourceFile]) -> [ScanResult] {
        scan(files) { file, relevant in SwiftFileScanner.scan(file, relevant: relevant) }
    }

    /// The same scan with the per-file step supplied. The step gets the names relevant so far and
    /// may leave out declarations that mention none of them (see ``ScanRounds``).
    static func scan(_ files: [SourceFile], parse: @escaping @Sendable (SourceFile, RelevantNames) -> ScanResult)
        -> [ScanResult]
    {
        var rounds = ScanRounds(inputs: parallelMap(files) { ScanInput(file: $0) }, load: { _ in nil }, parse: parse)
        _ = rounds.run()
        return rounds.inputs.compactMap(\.result).sorted { $0.path < $1.path }
    }

    /// `transform` applied to every element on all cores, in order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        ConcurrentMap.map(items, transform)
    }
}
