/// Every scanned declaration, merged by name across files: extensions add conformances and members
/// to the types they extend; nested names and typealiases are resolved from a declaration's scope.
struct TypeCatalog: Sendable {
    /// Types and protocols (not extensions), in path order.
    private(set) var primaries: [TypeDeclaration] = []
    /// The index in ``primaries`` of each name's first primary declaration.
    private var firstPrimaryIndex: [String: Int] = [:]
    private var extensions: [String: [TypeDeclaration]] = [:]
    private var fileAliases: [String: String] = [:]
    /// The name of every typealias, in a type or at file level: a text that is none of them (nor
    /// ends in `.` and one of them) expands to itself, without looking through its scopes.
    private var aliasNames: Set<String> = []
    /// Every part of a known nested name after one of its dots (`B.C` and `C` for `A.B.C`): a name
    /// that is none of them qualifies to itself from every scope.
    private var nestedSuffixes: Set<String> = []
    /// Whether a type or protocol declares a member or an attribute inside `#if` (see
    /// ``TypeDeclaration/valuesInClauses``): almost none does, and then no supertype of a component
    /// is looked up for one.
    private(set) var hasPrimaryValuesInClauses = false
    /// Whether a type or protocol is generic: without one, no component's supertype is looked up
    /// for its generic arguments.
    private(set) var hasGenericPrimary = false
    /// Where the names this catalog is asked about are noted, when a caller records them (see
    /// ``ComponentMemo``). Every answer depends only on the declarations and typealiases of the
    /// names noted.
    var readLog: CatalogReadLog?
    /// The module names a type name may be written with (`Interfaces.Logger`, `App.Clock` in `App`).
    private(set) var moduleNames = ModuleNames()
    /// The names of two or more types or protocols (in different modules: `Logger` in the app and
    /// in `Interfaces`).
    private var namesDeclaredTwice: Set<String> = []
    /// Which module's type a name means in a file, by its imports, for names several modules declare.
    var importedMeanings = ImportedMeanings()
    /// For a type extended through a typealias (`typealias Alias = Impl`, `extension Alias:
    /// Component {}`), the names its extensions were written with: they are extensions of the type.
    private(set) var aliasedExtensions: [String: [String]] = [:]

    init(_ results: [ScanResult], modules: [String] = [], ownModule: String? = nil) {
        // Sized once for every declaration: growing the tables rehashed thousands of names.
        let count = results.reduce(0) { $0 + $1.types.count }
        primaries.reserveCapacity(count)
        firstPrimaryIndex.reserveCapacity(count)
        for result in results {
            if !result.typeAliases.isEmpty {
                fileAliases.merge(result.typeAliases) { first, _ in first }
                aliasNames.formUnion(result.typeAliases.keys)
            }
            for type in result.types {
                add(type)
            }
        }
        for name in firstPrimaryIndex.keys { Self.insertNestedSuffixes(of: name, into: &nestedSuffixes) }
        for name in extensions.keys where firstPrimaryIndex[name] == nil {
            Self.insertNestedSuffixes(of: name, into: &nestedSuffixes)
        }
        moduleNames = ModuleNames(linked: modules, own: ownModule, isTypeName: isTypeName)
        if !aliasNames.isEmpty { moveAliasedExtensions() }
    }

    /// Files the extensions written through a typealias (file level or nested: `extension
    /// Outer.Short`) under the type it aliases, when the sources declare that type and no type has
    /// the written name. An alias of a specialised generic type (`Box<Int>`) is left alone.
    private mutating func moveAliasedExtensions() {
        for name in extensions.keys.sorted() where firstPrimaryIndex[name] == nil && mayBeAlias(name) {
            let expanded = expand(name, from: nil)
            let target = qualify(expanded.text, from: expanded.scope)
            guard target != name, firstPrimaryIndex[target] != nil, !target.contains("<") else { continue }
            let moved = extensions.removeValue(forKey: name)!.map { declaration in
                var declaration = declaration
                declaration.name = target
                return declaration
            }
            extensions[target] = (extensions[target, default: []] + moved).sorted { $0.location < $1.location }
            aliasedExtensions[target, default: []].append(name)
        }
    }

    private func isTypeName(_ name: String) -> Bool {
        firstPrimaryIndex[name] != nil || extensions[name] != nil
    }

    /// `name` without the target's own module name before it (`App.Clock` is `Clock` in `App`).
    func withoutOwnModule(_ name: String) -> String { moduleNames.withoutOwnModule(name) }

    /// `name` without the module name written before it (`Interfaces.Logger` is `Logger`).
    func withoutModule(_ name: String) -> String { moduleNames.withoutModule(name) }

    /// Inserts the parts of `name` after each of its dots (`B.C` and `C` for `A.B.C`) into `names`.
    static func insertNestedSuffixes(of name: String, into names: inout Set<String>) {
        // Most names have no dot: a byte search tells, without stepping through characters.
        guard name.containsByte(UInt8(ascii: ".")) else { return }
        var rest = Substring(name)
        while let dot = rest.firstIndex(of: ".") {
            rest = rest[rest.index(after: dot)...]
            names.insert(String(rest))
        }
    }

    private mutating func add(_ type: TypeDeclaration) {
        if !type.typeAliases.isEmpty { aliasNames.formUnion(type.typeAliases.keys) }
        if type.kind == .extension {
            extensions[type.name, default: []].append(type)
        } else {
            if firstPrimaryIndex[type.name] == nil {
                firstPrimaryIndex[type.name] = primaries.count
            } else {
                namesDeclaredTwice.insert(type.name)
            }
            primaries.append(type)
            if !type.valuesInClauses.isEmpty { hasPrimaryValuesInClauses = true }
            if type.isGeneric { hasGenericPrimary = true }
        }
    }

    /// Whether a type, protocol or extension of that name was scanned.
    func knows(_ name: String) -> Bool {
        readLog?.note(name)
        if firstPrimaryIndex[name] != nil || extensions[name] != nil { return true }
        return keptQualified(name).map(knows) ?? false
    }

    /// Whether two or more types or protocols have the name.
    func isDeclaredTwice(_ name: String) -> Bool {
        readLog?.note(name)
        return namesDeclaredTwice.contains(name)
    }

    /// `name` as written in the file at `path`: with the name of the module whose type it means there
    /// (`Interfaces.Analytics`) when several modules declare it and the file imports one of them (see
    /// ``ImportedMeanings``); otherwise as it is. A nested or qualified name is left alone.
    func meaning(of name: String, inFile path: String) -> String {
        guard let qualified = importedMeanings.qualified(name, inFile: path),
            moduleNames.linkedQualified(qualified) != nil
        else { return name }
        return qualified
    }

    /// For a supertype that keeps its module's name (`Interfaces.Logger`, when the app declares a
    /// `Logger` too; see ``ConformanceResolver``), the name its declarations are scanned by.
    private func keptQualified(_ name: String) -> String? {
        guard name.containsByte(UInt8(ascii: ".")), let qualified = moduleNames.linkedQualified(name) else {
            return nil
        }
        return qualified.name
    }

    /// The first primary declaration of a name, followed by all its extensions.
    ///
    /// Made when asked for rather than for every name up front: with the components of unchanged
    /// files kept between builds (``ComponentMemo``), most names are never asked for.
    func declarations(of name: String) -> [TypeDeclaration] {
        noteRead(name)
        guard let index = firstPrimaryIndex[name] else {
            if extensions[name] == nil, let bare = keptQualified(name) { return declarations(of: bare) }
            return extensions[name] ?? []
        }
        guard let more = extensions[name] else { return [primaries[index]] }
        return [primaries[index]] + more
    }

    /// The first primary declaration of a name.
    func firstPrimary(named name: String) -> TypeDeclaration? {
        readLog?.note(name)
        if let index = firstPrimaryIndex[name] { return primaries[index] }
        return keptQualified(name).flatMap(firstPrimary(named:))
    }

    /// The extensions of a name.
    func extensions(of name: String) -> [TypeDeclaration] {
        noteRead(name)
        return extensions[name] ?? []
    }

    /// Notes `name`, and the typealiases its extensions were written with.
    private func noteRead(_ name: String) {
        guard let readLog else { return }
        readLog.note(name)
        for alias in aliasedExtensions[name] ?? [] { readLog.note(alias) }
    }

    /// Extensions of names that no scanned type or protocol declares, sorted by location.
    var extensionsOfUndeclaredTypes: [TypeDeclaration] {
        extensions.filter { firstPrimaryIndex[$0.key] == nil }.values.flatMap { $0 }.sorted {
            $0.location < $1.location
        }
    }

    /// `name` as written inside `scope` (`Outer.Inner`), qualified with the nesting it refers to.
    func qualify(_ name: String, from scope: String?) -> String {
        readLog?.note(name)
        guard nestedSuffixes.contains(name) else { return name }
        var prefix = scope
        while let current = prefix {
            let candidate = "\(current).\(name)"
            if knows(candidate) { return candidate }
            prefix = current.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(current[..<$0]) }
        }
        return name
    }

    /// A type written inside `scope`, with typealiases and nesting resolved; arrays are unwrapped.
    /// An alias resolves from the type that declares it, so `Outer.Dep1` (a `typealias` inside
    /// `Outer`) names what `Dep1` aliases there.
    func resolveType(_ text: String, from scope: String?) -> (name: String, isArray: Bool) {
        let expanded = expand(withoutOwnModule(text), from: scope)
        if let element = TypeText.arrayElement(expanded.text) {
            let inner = expand(withoutOwnModule(element), from: expanded.scope)
            return (qualify(inner.text, from: inner.scope), true)
        }
        return (qualify(expanded.text, from: expanded.scope), false)
    }

    /// `text` with typealiases visible from `scope` replaced by what they alias, and the scope the
    /// result is written in: the type that declares the last alias followed (nil for a file-level
    /// one), or `scope` when `text` is no alias. `Markers.Svc`, with `typealias Svc = Service` in
    /// `Markers`, is `Service` written in `Markers`, so it qualifies to `Markers.Service`.
    func expandAlias(_ text: String, from scope: String?) -> (text: String, scope: String?) {
        expand(text, from: scope)
    }

    /// The aliased text and the scope it is written in (the declaring type; nil at file level).
    private func expand(_ text: String, from scope: String?) -> (text: String, scope: String?) {
        var current = (text: text, scope: scope)
        guard mayBeAlias(text) else { return current }
        for _ in 0..<8 {
            guard let next = alias(current.text, from: current.scope) ?? memberAlias(current.text, from: current.scope),
                next.text != current.text || next.scope != current.scope
            else { break }
            current = next
        }
        return current
    }

    /// Whether `text`, or its part after the last dot, is the name of a typealias somewhere.
    private func mayBeAlias(_ text: String) -> Bool {
        let last = readLog == nil ? nil : Self.lastPart(of: text)
        readLog?.note(text, last)
        guard !aliasNames.isEmpty else { return false }
        if aliasNames.contains(text) { return true }
        return (last ?? Self.lastPart(of: text)).map(aliasNames.contains) ?? false
    }

    /// The part of `text` after its last dot; nil without a dot.
    private static func lastPart(of text: String) -> String? {
        text.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(text[text.utf8.index(after: $0)...]) }
    }

    private func alias(_ name: String, from scope: String?) -> (text: String, scope: String?)? {
        var prefix = scope
        while let current = prefix {
            if let found = ownAlias(name, in: current) { return (found, current) }
            prefix = current.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(current[..<$0]) }
        }
        readLog?.note(name)
        return fileAliases[name].map { ($0, nil) }
    }

    /// `Owner.Name` where `Name` is a typealias declared inside the type `Owner`.
    private func memberAlias(_ name: String, from scope: String?) -> (text: String, scope: String?)? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        var written = (text: String(name[..<dot]), scope: scope)
        for _ in 0..<8 {
            guard let next = alias(written.text, from: written.scope) else { break }
            written = next
        }
        let owner = qualify(written.text, from: written.scope)
        return ownAlias(String(name[name.index(after: dot)...]), in: owner).map { ($0, owner) }
    }

    private func ownAlias(_ name: String, in type: String) -> String? {
        declarations(of: type).lazy.compactMap { $0.typeAliases[name] }.first
    }
}
