extension ComponentBuilder {
    /// The first labelled dependency of an `AutowiredFactory`'s payload initialiser, when Swift cannot
    /// infer the factory's payload type: `AutowiredFactory`'s initialiser requirements take only
    /// unlabelled dependencies (`init(_ dep1: Dep1, payload: _Payload)`), so an initialiser with a
    /// qualifier label, `init(facebook a: AccountService, payload: FriendPayload)`, matches none of
    /// them, and the type conforms only when it (or an extension, or a superclass) declares
    /// `typealias _Payload = …` or `typealias RawPayload = …` (the protocol makes the two the same
    /// type). Nil when the payload is inferred or named that way.
    func uninferredPayloadLabel(
        of type: String, kind: ComponentKind, initializer: FunctionDeclaration
    ) -> ParameterDeclaration? {
        guard kind == .autowiredFactory,
            let labelled = initializer.parameters.dropLast().first(where: { $0.label != nil })
        else { return nil }
        let owners = [type] + conformances.supertypes(of: type)
        let named = owners.contains { owner in
            catalog.declarations(of: owner).contains {
                $0.typeAliases["_Payload"] != nil || $0.typeAliases["RawPayload"] != nil
            }
        }
        return named ? nil : labelled
    }
}
