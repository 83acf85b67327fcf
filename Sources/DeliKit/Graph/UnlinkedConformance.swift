/// An extension in one module that makes another module's component conform to supertypes of the
/// sources (`extension MemoryStore: Named {}` in the app, for `Services`' `MemoryStore`): the
/// component's factory, in its own module, never sees the extension, so it is not linked to them.
struct UnlinkedConformance: Sendable {
    /// The extension.
    let declaration: TypeDeclaration
    /// The component's type.
    let typeName: String
    /// Where the component's type is declared.
    let componentLocation: SourceLocation
    /// The module that declares and registers the component.
    let module: String?
    /// The supertypes only this extension adds, sorted.
    let supertypes: [String]

    init(_ declaration: TypeDeclaration, of component: ComponentDeclaration, adds supertypes: [String]) {
        self.declaration = declaration
        typeName = component.typeName
        componentLocation = component.location
        module = component.module
        self.supertypes = supertypes
    }
}
