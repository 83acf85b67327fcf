/// Whether Swift takes an actor factory's payload type for `Sendable`, as far as the sources tell:
/// a class is when it declares `Sendable` or is isolated to a global actor (named, or by its
/// module's default isolation); a struct or enum when it is either, or else when Swift infers it:
/// not `public` (or `@frozen`), and, for a struct, no stored property of a type of the sources that
/// is not.
struct PayloadSendability {
    let catalog: TypeCatalog
    let isolation: IsolationResolver

    init(catalog: TypeCatalog, defaults: IsolationDefaults) {
        self.catalog = catalog
        isolation = IsolationResolver(catalog: catalog, defaults: defaults)
    }

    /// Why `payload` is not `Sendable`; nil when it is, or when the sources cannot tell.
    func unsendableReason(_ payload: TypeDeclaration) -> UnsendablePayloadReason? {
        unsendableReason(payload, seen: [])
    }

    private func unsendableReason(_ payload: TypeDeclaration, seen: Set<String>) -> UnsendablePayloadReason? {
        guard payload.kind == .class || payload.kind.isValueType, !isDeclaredSendable(payload) else { return nil }
        if payload.kind == .class { return .unsendableClass }
        if payload.isPublic, !payload.attributes.contains("frozen") { return .publicValueType }
        guard payload.kind == .struct else { return nil }
        let inside = seen.union([payload.name])
        for property in payload.storedProperties where !property.isStatic {
            guard let field = fieldType(property.typeText, inFile: payload.location.file), !inside.contains(field.name),
                unsendableReason(field, seen: inside) != nil
            else { continue }
            return .unsendableField(property, of: field)
        }
        return nil
    }

    /// Conforms to `Sendable`, or is isolated to a global actor (which makes it `Sendable`): one it
    /// names, or the main actor by its module's default.
    private func isDeclaredSendable(_ declaration: TypeDeclaration) -> Bool {
        ConformanceResolver(catalog: catalog).isDeclaredSendable(declaration)
            || isolation.writtenActor(declaration) != nil || isolation.isMainActorByDefault(declaration)
    }

    /// The declaration of a stored property's type, through optionals and arrays (`Box?`, `[Box]`), as
    /// the payload's file means it.
    private func fieldType(_ typeText: String, inFile path: String) -> TypeDeclaration? {
        var text = typeText
        while let inner = TypeText.optionalWrapped(text) ?? TypeText.arrayElement(text) { text = inner }
        return catalog.primary(named: text, inFile: path)
    }
}
