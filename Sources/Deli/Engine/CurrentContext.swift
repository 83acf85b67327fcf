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
enum CurrentContext {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The context running a resolver on this thread, if any.
    static var value: AppContext? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<AppContext>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Makes `context` current and returns the previous raw value, to restore with `restore(_:)`.
    @inline(__always) static func enter(_ context: AppContext) -> UnsafeMutableRawPointer? {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(context).toOpaque())
        return previous
    }

    /// Restores what `enter(_:)` returned.
    @inline(__always) static func restore(_ previous: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, previous)
    }
}
