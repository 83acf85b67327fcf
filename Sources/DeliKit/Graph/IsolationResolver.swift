/// Finds what a component's construction is isolated to: a global actor named on the type or on the
/// initialiser the generated code calls (`@MainActor`, or a `@globalActor` type of the sources), one
/// inherited from a superclass or protocol of the sources, or from a well-known main-actor framework
/// type (UIKit and AppKit views, view controllers and application delegates, SwiftUI `View`), or
/// the main actor of a module whose declarations are main-actor isolated by default.
struct IsolationResolver: Sendable {
    let catalog: TypeCatalog
    /// `MainActor` and every type of the sources marked `@globalActor`.
    let globalActors: Set<String>
    /// The files whose declarations are main-actor isolated by default.
    var defaults = IsolationDefaults()

    /// Framework types that are main-actor isolated, reached when the sources do not declare a type
    /// of the same name.
    static let mainActorFrameworkTypes: Set<String> = [
        "UIResponder", "UIView", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UITableViewCell", "UICollectionViewCell", "UIWindow",
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSResponder", "NSView",
        "NSViewController", "NSWindowController", "NSWindow", "NSApplicationDelegate", "View", "App", "Scene",
    ]

    init(catalog: TypeCatalog, defaults: IsolationDefaults = IsolationDefaults()) {
        self.catalog = catalog
        let declared = catalog.primaries.filter { $0.attributes.contains("globalActor") }.map(\.name)
        globalActors = Set(declared + [ComponentConcurrency.mainActor])
        self.defaults = defaults
    }

    /// A resolver for `catalog` whose global actors and defaults are already known.
    init(catalog: TypeCatalog, globalActors: Set<String>, defaults: IsolationDefaults) {
        self.catalog = catalog
        self.globalActors = globalActors
        self.defaults = defaults
    }

    /// The isolation and effects of `type` built with `initializer` (nil: an implicit `init()`).
    ///
    /// A `nonisolated` initialiser builds the type from any code, so the construction is not
    /// isolated, unless `injectsLater` (a lazy kind, whose `inject(...)` keeps the type's isolation).
    func concurrency(
        of type: TypeDeclaration, supertypes: [String], initializer: FunctionDeclaration?, injectsLater: Bool = false
    ) -> ComponentConcurrency {
        var result = ComponentConcurrency()
        result.isActor = type.kind == .actor
        result.isAsync = initializer?.isAsync ?? false
        result.isThrowing = initializer?.isThrowing ?? false
        result.initializerLocation = initializer?.location
        let isolation = isolation(of: type, supertypes: supertypes, initializer: initializer)
        // Said only of an isolated type: there the initialiser opts out of the type's isolation.
        result.isInitializerNonisolated = initializer?.isNonisolated == true && isolation != nil
        if result.isInitializerNonisolated, !injectsLater { return result }
        if let isolation {
            result.globalActor = isolation.actor
            result.isolationReason = isolation.reason(for: type.name)
            result.isIsolatedByInitializer = isolation.isByInitializerAlone
        }
        return result
    }

    /// The global actor named on the type, else on the initialiser, else inherited by the type.
    private func isolation(
        of type: TypeDeclaration, supertypes: [String], initializer: FunctionDeclaration?
    ) -> ResolvedIsolation? {
        // The type's own declaration (extensions do not isolate a type), not the first of its name.
        if let actor = writtenActor(type) { return ResolvedIsolation(actor: actor, source: .type) }
        if let initializer, let actor = firstGlobalActor(among: initializer.attributes, in: type.name) {
            // Asked only of the rare initialiser that names an actor: is the type isolated without it?
            let isTypeIsolated = inheritedIsolation(of: type, supertypes: supertypes) != nil
            return ResolvedIsolation(actor: actor, source: .initializer(isTypeIsolated: isTypeIsolated))
        }
        return inheritedIsolation(of: type, supertypes: supertypes)
    }

    /// The isolation of a type that names no global actor: inherited from a supertype, or its
    /// module's default.
    private func inheritedIsolation(of type: TypeDeclaration, supertypes: [String]) -> ResolvedIsolation? {
        // `nonisolated` on the type: nothing is inferred from its supertypes or its module.
        guard !type.isNonisolated else { return nil }
        if let inherited = supertypeIsolation(of: type, supertypes: supertypes) { return inherited }
        guard isMainActorByDefault(type) else { return nil }
        return ResolvedIsolation(actor: ComponentConcurrency.mainActor, source: .moduleDefault)
    }

    /// The global actor of the nearest supertype the type infers one from: a scanned supertype named
    /// in a primary declaration's inheritance clause, or a main-actor framework type.
    private func supertypeIsolation(of type: TypeDeclaration, supertypes: [String]) -> ResolvedIsolation? {
        // Made when a supertype is isolated: most components have none.
        var inferredFrom: [String]?
        func isInferred(from supertype: String) -> Bool {
            if inferredFrom == nil {
                inferredFrom = ConformanceResolver(catalog: catalog).supertypes(
                    of: type.name, declaredBy: type, primaryOnly: true)
            }
            return inferredFrom!.contains(supertype)
        }
        for supertype in supertypes {
            if let primary = catalog.firstPrimary(named: supertype) {
                if let actor = actor(of: primary), isInferred(from: supertype) {
                    return ResolvedIsolation(actor: actor, source: .supertype(supertype))
                }
            } else if !catalog.knows(supertype), Self.mainActorFrameworkTypes.contains(supertype),
                isInferred(from: supertype)
            {
                return ResolvedIsolation(actor: ComponentConcurrency.mainActor, source: .supertype(supertype))
            }
        }
        return nil
    }

    func writtenActor(_ declaration: TypeDeclaration) -> String? {
        firstGlobalActor(among: declaration.attributes, in: declaration.name)
    }

    /// The first of `attributes` that names a global actor. A loop, not a closure: a closure that
    /// calls a method captures a copy of the resolver (and of its catalog), for every component.
    private func firstGlobalActor(among attributes: [String], in owner: String) -> String? {
        for attribute in attributes {
            if let actor = globalActor(named: attribute, in: owner) { return actor }
        }
        return nil
    }

    /// The global actor an attribute written on `owner` names, by its full name: `@Storage.Actor`,
    /// `@Actor` inside `Storage`, `@Lib.DatabaseActor` of a linked module, `@_Concurrency.MainActor`,
    /// or a typealias of one.
    func globalActor(named attribute: String, in owner: String) -> String? {
        if globalActors.contains(attribute) { return attribute }
        guard TypeShape.mayNameGlobalActor(attribute) else { return nil }
        // A typealias of a global actor names it too (`typealias StorageActor = Storage.Actor`).
        let name = catalog.resolveType(catalog.withoutModule(attribute), from: owner).name
        if globalActors.contains(name) { return name }
        let isMainActor = ["_Concurrency.MainActor", "Swift.MainActor"].contains(attribute)
        return isMainActor && !catalog.knows(attribute) ? ComponentConcurrency.mainActor : nil
    }

    /// The global actor a supertype's declaration is isolated to: named on it, or its module's default.
    private func actor(of declaration: TypeDeclaration) -> String? {
        writtenActor(declaration) ?? (isMainActorByDefault(declaration) ? ComponentConcurrency.mainActor : nil)
    }
}
