/// The components of a target's files from the last run of the same process, kept so that an edit
/// rebuilds only the components it can change.
///
/// What ``ComponentBuilder`` makes of a file depends on the file's own declarations and on what the
/// ``TypeCatalog`` answered about other names. Each file's build notes those names (see
/// ``CatalogReadLog``), found or not. A later run builds a file again when its scan result is not
/// the one it was built from, or when a file that changed (came, went or changed) declares a type,
/// a nested name's last parts or a typealias with one of the names it read. Every other file keeps
/// its components. A change to the set of global actors, of linked modules, of the files that are
/// main-actor isolated by default or of the types extended through a typealias (which every build
/// reads) starts afresh.
final class ComponentMemo: @unchecked Sendable {
    struct Entry {
        var result: ScanResult
        var components: [ComponentDeclaration]
        var reads: Set<String>
    }

    /// The files of the last run, in its order.
    private var entries: [Entry] = []
    /// The position of each path in ``entries``.
    private var positions: [String: Int] = [:]
    /// For every name read, the paths of the files whose components read it.
    private var readers: [String: Set<String>] = [:]
    private var globalActors: Set<String> = []
    /// Which files were main-actor isolated by default (a manifest's setting changed: every file).
    private var defaults = IsolationDefaults()
    /// The module names the catalog drops before a type's name (linked and own).
    private var moduleNames = ModuleNames()
    /// The types extended through a typealias, with the names written (a typealias that comes or
    /// goes moves extensions between types that read neither name).
    private var aliasedExtensions: [String: [String]] = [:]

    /// How many files the last call built (the others were kept); for tests.
    private(set) var builtCount = 0

    /// The components of `results`' types in their order, as `builder` would build them all.
    func components(of results: [ScanResult], builder: ComponentBuilder) -> [ComponentDeclaration] {
        // The global actors changed, or the last run had a path twice (its files cannot be told
        // apart by path).
        if builder.isolation.globalActors != globalActors || builder.catalog.moduleNames != moduleNames
            || builder.isolation.defaults != defaults || builder.catalog.aliasedExtensions != aliasedExtensions
            || positions.count != entries.count
        {
            forgetAll()
            globalActors = builder.isolation.globalActors
            moduleNames = builder.catalog.moduleNames
            defaults = builder.isolation.defaults
            aliasedExtensions = builder.catalog.aliasedExtensions
        }
        // A path given twice: nothing can be said of either file, so nothing is kept.
        guard let matching = FileMatching(results, previous: entries, positions: positions) else {
            forgetAll()
            builtCount = results.count
            return ComponentBuilder.build(results, with: builder).flatMap(\.components)
        }
        let stale = staleFiles(results, matching)
        builtCount = stale.count
        let built = ComponentBuilder.build(stale.map { results[$0] }, with: builder)
        update(results, matching, built: Array(zip(stale, built)))
        return entries.flatMap(\.components)
    }

    /// The entries of this run: those of the last run, in this run's order, with the files just
    /// `built` (by position) in place of theirs. When no file came or went, they change in place.
    private func update(
        _ results: [ScanResult], _ matching: FileMatching, built: [(Int, ComponentBuilder.FileComponents)]
    ) {
        for old in matching.gone { forgetReads(of: entries[old]) }
        var files = matching.isAligned ? [] : matching.previous.map { $0.map { entries[$0] } }
        for (index, file) in built {
            let entry = Entry(result: results[index], components: file.components, reads: file.reads)
            if let old = matching.previous[index] { forgetReads(of: entries[old]) }
            if matching.isAligned { entries[index] = entry } else { files[index] = entry }
            for name in file.reads { readers[name, default: []].insert(results[index].path) }
        }
        if !matching.isAligned { keep(files.map { $0! }) }
    }

    /// The positions of the files to build: those without a kept entry or whose result changed,
    /// and those that read a name a changed or gone file declares (or declared).
    private func staleFiles(_ results: [ScanResult], _ matching: FileMatching) -> [Int] {
        var stale = Set<Int>()
        var changedNames = Set<String>()
        for position in results.indices {
            guard let old = matching.previous[position] else {
                Self.addCatalogNames(of: results[position], to: &changedNames)
                stale.insert(position)
                continue
            }
            guard entries[old].result != results[position] else { continue }
            Self.addCatalogNames(of: entries[old].result, to: &changedNames)
            Self.addCatalogNames(of: results[position], to: &changedNames)
            stale.insert(position)
        }
        for old in matching.gone { Self.addCatalogNames(of: entries[old].result, to: &changedNames) }
        for name in changedNames {
            for path in readers[name] ?? [] {
                if let old = positions[path], let position = matching.current[old] { stale.insert(position) }
            }
        }
        return stale.sorted()
    }

    /// Takes `files` as the entries, in a new order.
    private func keep(_ files: [Entry]) {
        entries = files
        positions = [:]
        positions.reserveCapacity(files.count)
        for (position, file) in files.enumerated() { positions[file.result.path] = position }
    }

    private func forgetReads(of entry: Entry) {
        for name in entry.reads {
            readers[name]?.remove(entry.result.path)
            if readers[name]?.isEmpty == true { readers[name] = nil }
        }
    }

    private func forgetAll() {
        entries = []
        positions = [:]
        readers = [:]
    }

    /// The keys `result` adds to the catalog's tables: each declared or extended name, the parts of
    /// a nested name after each of its dots, and the names of its typealiases (file level and in
    /// types).
    static func addCatalogNames(of result: ScanResult, to names: inout Set<String>) {
        for type in result.types {
            names.insert(type.name)
            TypeCatalog.insertNestedSuffixes(of: type.name, into: &names)
            names.formUnion(type.typeAliases.keys)
        }
        names.formUnion(result.typeAliases.keys)
    }
}
