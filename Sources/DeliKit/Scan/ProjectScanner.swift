import Dispatch

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
        scan(files) { file, names in SwiftFileScanner.scan(file, relevantNames: names) }
    }

    /// The same scan with the per-file step supplied (``CachingScanner`` answers from its cache). The
    /// step gets the names relevant so far and may leave out declarations that mention none of them.
    ///
    /// Each round scans the files that mention a relevant name, and scans again the files whose
    /// left-out declarations mention a name that became relevant, until neither happens.
    static func scan(_ files: [SourceFile], parse: @Sendable (SourceFile, Set<String>) -> ScanResult)
        -> [ScanResult]
    {
        let identifiers = parallelMap(files) { IdentifierReader.identifiers(in: $0.text) }
        var interesting = seedNames
        var pending = Set(files.indices)
        var scanned: [Int: ScanResult] = [:]
        while true {
            let next = pending.filter { !identifiers[$0].isDisjoint(with: interesting) }
            let stale = scanned.filter { mentions($0.value.skippedNames, interesting) }
            let batch = next.union(stale.keys).sorted()
            if batch.isEmpty { break }
            pending.subtract(next)
            let names = interesting
            let results = parallelMap(batch.map { files[$0] }) { parse($0, names) }
            for (index, result) in zip(batch, results) { scanned[index] = result }
            interesting.formUnion(results.flatMap { relevantNames(in: $0, interesting: names) })
        }
        return scanned.values.sorted { $0.path < $1.path }
    }

    private static func mentions(_ names: [String], _ interesting: Set<String>) -> Bool {
        names.contains { interesting.contains($0) }
    }

    /// Names of the types that take part, their supertypes, and the types their dependencies, stored
    /// fields and `Config(...)` members name (where typealiases, supertypes and the created types
    /// are declared), as single identifiers.
    private static func relevantNames(in result: ScanResult, interesting: Set<String>) -> Set<String> {
        var names = Set<String>()
        for type in result.types {
            let inherited = Set(type.inheritedTypes.flatMap { IdentifierReader.identifiers(in: $0) })
            guard !inherited.isDisjoint(with: interesting) else { continue }
            names.insert(lastComponent(type.name))
            names.formUnion(inherited)
            let parameters = (type.initializers + type.injectMethods).flatMap(\.parameters)
            let calls = type.configCalls.flatMap { $0.dependencyTypes + [$0.createdType].compactMap { $0 } }
            let texts = parameters.map(\.typeText) + type.storedProperties.map(\.typeText) + calls
            names.formUnion(texts.flatMap { IdentifierReader.identifiers(in: $0) })
        }
        names.formUnion(result.usages.compactMap(\.typeName).flatMap { IdentifierReader.identifiers(in: $0) })
        for (alias, value) in result.typeAliases
        where !IdentifierReader.identifiers(in: value).isDisjoint(with: interesting) {
            names.insert(alias)
        }
        return names.subtracting(commonNames)
    }

    /// Standard library and Foundation names that nearly every file mentions.
    private static let commonNames: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "Array", "Dictionary", "Set", "Optional", "Any", "AnyObject",
        "Data", "Date", "URL", "Void", "Self", "self",
    ]

    private static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `transform` applied to every element on all cores, in order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let slots = ResultSlots<R>(count: items.count)
        defer { slots.free() }
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.store(transform(items[index]), at: index)
        }
        return slots.values()
    }
}

/// Storage that concurrent iterations write to, each at its own index (so no lock is needed).
private struct ResultSlots<R>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<R?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    func store(_ value: R, at index: Int) {
        buffer[index] = value
    }

    func values() -> [R] {
        buffer.map { $0! }
    }

    func free() {
        _ = buffer.deinitialize()
        buffer.deallocate()
    }
}
