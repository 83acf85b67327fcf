#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The thread-local "context that is building an object right now".
///
/// A context sets itself here while it runs a resolver or injector, so `Inject(...)`, the property
/// wrappers and `Config` closures resolve from the context that is building the object.
@usableFromInline
enum CurrentContext {
    @usableFromInline static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The context running a resolver on this thread, if any.
    static var value: AppContext? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<AppContext>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Whether `context` is running a resolver on this thread (so this thread holds its lock).
    /// `key` is `CurrentContext.key`, copied into each context so the hot path skips the lazy
    /// global's initialisation check.
    @inlinable @inline(__always)
    static func isCurrent(_ context: AppContext, key: pthread_key_t) -> Bool {
        pthread_getspecific(key) == Unmanaged.passUnretained(context).toOpaque()
    }

    /// Makes `context` current and returns the previous raw value, to restore with `restore(_:to:)`.
    @inline(__always) static func enter(_ context: AppContext) -> UnsafeMutableRawPointer? {
        let previous = pthread_getspecific(key)
        let raw = Unmanaged.passUnretained(context).toOpaque()
        if previous != raw { pthread_setspecific(key, raw) }
        return previous
    }

    /// Restores what `enter(_:)` returned.
    @inline(__always) static func restore(_ previous: UnsafeMutableRawPointer?, from context: AppContext) {
        if previous != Unmanaged.passUnretained(context).toOpaque() { pthread_setspecific(key, previous) }
    }
}
