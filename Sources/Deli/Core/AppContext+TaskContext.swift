/// A context per task, for tests that run in parallel (Swift Testing's default).
///
/// Inside `withContext` or `withOverrides`, `AppContext.shared`, `Inject`, the property wrappers and
/// `Config` closures use the given context, in this task and every task it creates; other tasks
/// still see their own. A mock loaded for one test is never seen by another.
///
/// ```swift
/// @Test func checkoutUsesTheMockGateway() async throws {
///     try await AppContext.withOverrides {
///         $0.load(MockPayments(), priority: .high)
///     } operation: {
///         let service = AppContext.shared.get(CheckoutService.self)!
///         #expect(try await service.checkout() == .paid)
///     }
/// }
/// ```
extension AppContext {
    /// Runs `operation` with `context` as `AppContext.shared` for this task and its child tasks.
    public static func withContext<R>(_ context: AppContext, operation: () throws -> R) rethrows -> R {
        try TaskContext.$value.withValue(context, operation: operation)
    }

    /// Runs `operation` with `context` as `AppContext.shared` for this task and its child tasks.
    public static func withContext<R>(
        _ context: AppContext, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
    ) async rethrows -> R {
        try await TaskContext.$value.withValue(context, operation: operation, isolation: isolation)
    }

    /// Runs `operation` with a new context made from `shared` (see ``withOverrides(_:operation:)-(_,()->R)``
    /// on an instance): what a test calls to override modules without touching any other test.
    public static func withOverrides<R>(
        _ overrides: (AppContext) throws -> Void, operation: () throws -> R
    ) rethrows -> R {
        try shared.withOverrides(overrides, operation: operation)
    }

    /// Runs `operation` with a new context made from `shared`, after `overrides` loaded into it.
    public static func withOverrides<R>(
        _ overrides: (AppContext) throws -> Void, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        try await shared.withOverrides(overrides, isolation: isolation, operation: operation)
    }

    /// Runs `operation` with a new context as `AppContext.shared`: a copy of this one (its modules,
    /// each a new instance of its class at the same priority and in the same order, with the
    /// registrations and properties added to it by hand; its environment and default profiles),
    /// after `overrides` loaded into the copy. Nothing built in this context is shared with it:
    /// singletons are built anew, and the copy's `always` components are built once `overrides`
    /// has run, so they see its mocks too.
    public func withOverrides<R>(_ overrides: (AppContext) throws -> Void, operation: () throws -> R) rethrows -> R {
        let copy = copyForOverrides()
        try overrides(copy)
        copy.buildAlways()
        return try AppContext.withContext(copy, operation: operation)
    }

    /// The `async` form of ``withOverrides(_:operation:)-(_,()->R)``.
    public func withOverrides<R>(
        _ overrides: (AppContext) throws -> Void, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        let copy = copyForOverrides()
        try overrides(copy)
        copy.buildAlways()
        return try await AppContext.withContext(copy, isolation: isolation, operation: operation)
    }
}
