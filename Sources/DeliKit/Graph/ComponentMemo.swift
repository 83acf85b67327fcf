/// The components of a target's files from the last run of the same process, kept so that an edit
/// rebuilds only the components it can change.
///
/// What ``ComponentBuilder`` makes of a file depends on the file's own declarations and on what the
/// ``TypeCatalog`` answered about other names. Each file's build notes those names (see
/// ``CatalogReadLog``), found or not. A later run builds a file again when its scan result is not
/// the one it was built from, or when a file that changed (came, went or changed) declares a type,
/// a nested name's last parts or a typealias with one of the names it read. Every other file keeps
/// its components. A change to the set of global actors (which every build reads) starts afresh.
final class ComponentMemo: @unchecked Sendable {
    private struct Entry {
        var result: ScanResult
        var components: [ComponentDeclaration]
        var reads: Set<String>
        /// The run that last saw the file, and the file's position among that run's results.
        var run: Int
        var position: Int
    }

    private var entries: [String: Entry] = [:]
    /// For every name read, the paths of the files whose components read it.
    private var readers: [String: Set<String>] = [:]
    private var globalActors: Set<String> = []
    private var run = 0

    /// How many files the last call built (the others were kept); for tests.
    private(set) var builtCount = 0

    /// The components of `results`' types in their order, as `builder` would build them all.
    func components(of results: [ScanResult], builder: ComponentBuilder) -> [ComponentDeclaration] {
        run += 1
        if builder.isolation.globalActors != globalActors {
            entries = [:]
            readers = [:]
            globalActors = builder.isolation.globalActors
        }
        guard var kept = keptComponents(results) else {
            // A path given twice: nothing can be said of either file, so nothing is kept.
            entries = [:]
            readers = [:]
            builtCount = results.count
            return ComponentBuilder.build(results, with: builder).flatMap(\.components)
        }
        let stale = results.indices.filter { kept[$0] == nil }
        builtCount = stale.count
        let built = ComponentBuilder.build(stale.map { results[$0] }, with: builder)
        for (index, file) in zip(stale, built) {
            kept[index] = file.components
            remember(results[index], file: file, position: index)
        }
        return kept.flatMap { $0! }
    }

    /// Each result's kept components, nil for those to build again; nil when a path repeats.
    private func keptComponents(_ results: [ScanResult]) -> [[ComponentDeclaration]?]? {
        var kept: [[ComponentDeclaration]?] = Array(repeating: nil, count: results.count)
        var changedNames = Set<String>()
        var seen = 0
        for (position, result) in results.enumerated() {
            guard let index = entries.index(forKey: result.path) else {
                Self.addCatalogNames(of: result, to: &changedNames)
                continue
            }
            guard entries.values[index].run != run else { return nil }
            entries.values[index].run = run
            entries.values[index].position = position
            seen += 1
            let entry = entries.values[index]
            if entry.result == result {
                kept[position] = entry.components
            } else {
                Self.addCatalogNames(of: entry.result, to: &changedNames)
                Self.addCatalogNames(of: result, to: &changedNames)
            }
        }
        if seen < entries.count { forgetGone(changedNames: &changedNames) }
        for name in changedNames {
            for path in readers[name] ?? [] {
                guard let entry = entries[path], entry.run == run else { continue }
                kept[entry.position] = nil
            }
        }
        return kept
    }

    /// Drops the files the run no longer has, adding what they declared to `changedNames`.
    private func forgetGone(changedNames: inout Set<String>) {
        for (path, entry) in entries where entry.run != run {
            Self.addCatalogNames(of: entry.result, to: &changedNames)
            forgetReads(of: path, entry.reads)
            entries[path] = nil
        }
    }

    private func remember(_ result: ScanResult, file: ComponentBuilder.FileComponents, position: Int) {
        if let previous = entries[result.path] { forgetReads(of: result.path, previous.reads) }
        entries[result.path] = Entry(
            result: result, components: file.components, reads: file.reads, run: run, position: position)
        for name in file.reads { readers[name, default: []].insert(result.path) }
    }

    private func forgetReads(of path: String, _ reads: Set<String>) {
        for name in reads {
            readers[name]?.remove(path)
            if readers[name]?.isEmpty == true { readers[name] = nil }
        }
    }

    /// The keys `result` adds to the catalog's tables: each declared or extended name, the parts of
    /// a nested name after each of its dots, and the names of its typealiases (file level and in
    /// types).
    static func addCatalogNames(of result: ScanResult, to names: inout Set<String>) {
        for type in result.types {
            names.insert(type.name)
            var rest = Substring(type.name)
            while let dot = rest.firstIndex(of: ".") {
                rest = rest[rest.index(after: dot)...]
                names.insert(String(rest))
            }
            names.formUnion(type.typeAliases.keys)
        }
        names.formUnion(result.typeAliases.keys)
    }
}
