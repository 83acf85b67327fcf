extension ComponentBuilder {
    /// `component` with each generic supertype named as the type's declarations specialise it
    /// (`final class IntStore: Store<Int>, Component` is found through, and linked to, `Store<Int>`):
    /// `Store` alone names no type the generated `.link(Store.self)` can use. A generic supertype
    /// whose arguments no declaration of the type writes (one inherited through another) is left
    /// out: Swift could not infer them either.
    func withSpecializedSupertypes(_ component: ComponentDeclaration, of type: TypeDeclaration) -> ComponentDeclaration
    {
        // The supertypes' declarations were read (and noted for the memo) when they were found.
        guard component.kind != .configMember, catalog.hasGenericPrimary,
            component.supertypes.contains(where: { catalog.firstPrimary(named: $0)?.isGeneric == true })
        else { return component }
        var written: [String: String] = [:]
        for declaration in catalog.declarations(of: type) {
            for inherited in declaration.inheritedTypes where inherited.containsByte(UInt8(ascii: "<")) {
                written[TypeText.withoutGenericArguments(inherited)] = inherited
            }
        }
        var result = component
        result.supertypes = component.supertypes.compactMap { supertype in
            guard catalog.firstPrimary(named: supertype)?.isGeneric == true else { return supertype }
            let plain = supertype.split(separator: ".").last.map(String.init) ?? supertype
            return written[supertype] ?? written[plain].map { supertype.dropLast(plain.count) + $0 }
        }
        return result
    }
}
