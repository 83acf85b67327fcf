#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much of the resolving thread's stack is left, checked every ``interval`` nested builds.
///
/// Each component built inside another's resolver adds the frames of a resolve to the stack, so a
/// chain of prototypes thousands deep can use it up. Without this check the thread would fault
/// without a word; with it, resolution stops with a message while enough stack is left to say so.
enum StackRoom {
    /// A thread's stack: its lowest address and its size in bytes.
    struct Bounds {
        let thread: pthread_t
        let low: UInt
        let size: UInt

        /// Whether these are the bounds of the calling thread.
        var areCurrent: Bool { pthread_equal(thread, pthread_self()) != 0 }
    }

    /// Nested builds between two checks: a power of two, so the check is one mask and one compare.
    static let interval = 32
    /// Stack kept for stopping: building the message, and the runtime's own report.
    static let reserve = 64 * 1024

    /// The bounds of the calling thread's stack; nil when the platform does not say.
    static func currentBounds() -> Bounds? {
        let thread = pthread_self()
        #if canImport(Darwin)
            let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
            let size = UInt(pthread_get_stacksize_np(thread))
            return Bounds(thread: thread, low: high - size, size: size)
        #else
            var attributes = pthread_attr_t()
            guard let getAttributes, getAttributes(thread, &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
            return Bounds(thread: thread, low: UInt(bitPattern: address), size: UInt(size))
        #endif
    }

    #if !canImport(Darwin)
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

        /// glibc's and musl's `pthread_getattr_np`, which the C library module does not declare
        /// (it is a GNU extension); nil where the process cannot look it up (a static executable).
        static let getAttributes: GetAttributes? = {
            guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "pthread_getattr_np") else {
                return nil
            }
            return unsafeBitCast(symbol, to: GetAttributes.self)
        }()
    #endif

    /// The address of a local of the caller's frame: where the stack stands now.
    @inline(never)
    static func currentPosition() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Whether `position` leaves too little room below it: less than ``reserve`` plus twice the most
    /// that ``interval`` builds took (`perInterval`). A check that passes leaves room for the next
    /// one to come with the reserve still free, even when the builds grow a little deeper.
    static func isNearlyUsedUp(at position: UInt, low: UInt, perInterval: UInt) -> Bool {
        guard position > low else { return true }
        return position - low < UInt(reserve) + 2 * perInterval
    }
}
