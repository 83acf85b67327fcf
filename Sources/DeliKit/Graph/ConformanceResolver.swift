/// Finds everything a type conforms to or inherits from, through extensions, refining protocols
/// and superclasses declared in the scanned sources, and the members it inherits from them.
struct ConformanceResolver {
    let catalog: TypeCatalog

    /// Every supertype, nearest first (Deli protocols by their unqualified names): a breadth-first
    /// walk, where `ordered` is both the result and the queue. Most types have a few supertypes,
    /// looked up in the list itself; a set takes over for long hierarchies.
    ///
    /// With `primaryOnly`, only the inheritance clauses of primary declarations count: those Swift
    /// infers a global actor from (a conformance added in an extension does not isolate a type).
    ///
    /// `declaration`, the type's own declaration, is read with the extensions of its type instead of
    /// the first declaration of the name and all its extensions: two modules may declare a type of
    /// that name (the app's `ConsoleLogger` and a module's).
    func supertypes(of name: String, declaredBy declaration: TypeDeclaration? = nil, primaryOnly: Bool = false)
        -> [String]
    {
        var ordered: [String] = []
        var seen: Set<String>?
        func add(_ supertypes: [String]) {
            for supertype in supertypes where supertype != name {
                if seen == nil, ordered.count > 32 { seen = Set(ordered) }
                guard seen.map({ !$0.contains(supertype) }) ?? !ordered.contains(supertype) else { continue }
                ordered.append(supertype)
                seen?.insert(supertype)
            }
        }
        add(
            directSupertypes(
                of: name, primaryOnly: primaryOnly,
                declarations: ownDeclarations(declaredBy: declaration, primaryOnly)))
        var next = 0
        // A name the catalog does not know has no declarations, so no supertypes to add.
        while next < ordered.count {
            let current = ordered[next]
            next += 1
            add(directSupertypes(of: current, primaryOnly: primaryOnly))
        }
        return ordered
    }

    /// The `qualifier`, `scope` and `target` members: each the value declared on the type, its
    /// extensions, or the nearest superclass or protocol (extension) that declares it. One pass
    /// over the owners finds all three.
    ///
    /// With `seen`, only the declarations it accepts count: those the code declaring the conformance
    /// can see, where Swift picks the members that satisfy it.
    func inheritedValues(
        of name: String, declaredBy declaration: TypeDeclaration? = nil, supertypes: [String],
        seen: ((TypeDeclaration) -> Bool)? = nil
    ) -> InheritedValues {
        var values = InheritedValues()
        func fill(from declarations: [TypeDeclaration]) {
            values.fill(from: seen.map { declarations.filter($0) } ?? declarations)
        }
        fill(from: ownDeclarations(declaredBy: declaration, false) ?? catalog.declarations(of: name))
        for owner in supertypes where !values.isComplete {
            fill(from: catalog.declarations(of: owner))
        }
        return values
    }

    /// The members a type inherits when it does not declare them.
    struct InheritedValues {
        var qualifier: LocatedValue?
        var scope: LocatedValue?
        var target: LocatedValue?

        var isComplete: Bool { qualifier != nil && scope != nil && target != nil }

        /// Takes each member still missing from the first of `declarations` that declares it.
        mutating func fill(from declarations: [TypeDeclaration]) {
            for declaration in declarations {
                qualifier = qualifier ?? declaration.qualifier
                scope = scope ?? declaration.scope
                target = target ?? declaration.target
            }
        }
    }

    /// `declaration` and, unless `primaryOnly`, the extensions of its type: the type's own
    /// declarations, also when a type of another module has the same name; nil without it (the
    /// catalog's declarations of the name are read).
    private func ownDeclarations(declaredBy declaration: TypeDeclaration?, _ primaryOnly: Bool) -> [TypeDeclaration]? {
        guard let declaration else { return nil }
        return primaryOnly ? [declaration] : catalog.declarations(of: declaration)
    }

    /// The inheritance clauses of the type and its extensions, with protocol compositions
    /// (`A & B`, also behind a typealias) split into their members.
    ///
    /// Built in one list: a list per declaration and per inherited type cost an allocation each, for
    /// every type of the target.
    func directSupertypes(
        of name: String, primaryOnly: Bool, declarations given: [TypeDeclaration]? = nil
    ) -> [String] {
        var result: [String] = []
        let declarations =
            given
            ?? (primaryOnly ? catalog.firstPrimary(named: name).map { [$0] } ?? [] : catalog.declarations(of: name))
        for declaration in declarations {
            for inherited in declaration.inheritedTypes {
                appendMembers(of: inherited, from: name, in: declaration.location.file, to: &result)
            }
        }
        return result
    }

    /// The members of one written supertype, each qualified from where its text is written: the
    /// type's scope, or the type declaring the typealias it was found through.
    private func appendMembers(of inherited: String, from scope: String, in file: String, to result: inout [String]) {
        let expanded = catalog.expandAlias(inherited, from: scope)
        guard expanded.text.containsByte(UInt8(ascii: "&")) else {
            result.append(member(expanded.text, from: expanded.scope, in: file))
            return
        }
        for part in expanded.text.split(separator: "&") {
            result.append(member(String(part), from: expanded.scope, in: file))
        }
    }

    /// One member of an inheritance clause or composition, as the catalog names it: a linked module's
    /// name before it is dropped, as a type declared in that module is scanned by its own name,
    /// unless another module declares a type of that name too (`Interfaces.Logger`, in an app with
    /// a `Logger` of its own): the module's name then says which one the type conforms to. Written
    /// without it, such a name means the type of the module the declaring `file` imports.
    private func member(_ text: String, from scope: String?, in file: String) -> String {
        let written = TypeText.withoutDeliModule(TypeText.withoutGenericArguments(text))
        let plain = catalog.withoutModule(written)
        if plain != written, catalog.withoutOwnModule(written) == written, catalog.isDeclaredTwice(plain) {
            return written
        }
        if TypeText.deliProtocols.contains(plain) { return plain }
        let qualified = catalog.qualify(plain, from: scope)
        return qualified == plain ? catalog.meaning(of: plain, inFile: file) : qualified
    }
}
