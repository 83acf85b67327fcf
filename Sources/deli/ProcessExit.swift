#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process with one of deli's exit codes.
///
/// ArgumentParser's `exit(withError:)` first builds the message of the error for the command it
/// belongs to, and for a bare exit code, which has none, that still reflects over every option of
/// the command tree. In a `deli build` that a running watch serves, this was a fifth of the process's
/// time. `exit` flushes the C library's buffered output, as ArgumentParser's does.
enum ProcessExit {
    static func end(with code: Int32) -> Never {
        exit(code)
    }
}
