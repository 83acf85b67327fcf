#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Swaps the names of two files at once: Linux's `renameat2` with `RENAME_EXCHANGE`, looked up when
/// first used (the C library declares it only to C code that asks for GNU extensions).
///
/// Replacing a file by renaming a new one over it makes the kernel free the old file's blocks and,
/// on ext4, start writing the new one's out, before `rename` returns: 1–2 ms for a factory of a
/// megabyte, on the path of every build that writes it. Swapping the two names costs microseconds;
/// the old contents, now under the temporary name, are removed after.
enum FileExchange {
    /// `renameat2(2)`.
    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let exchangeFlag: UInt32 = 1 << 1

    #if os(Linux)
        private static let renameAt2: RenameAt2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map {
            unsafeBitCast($0, to: RenameAt2.self)
        }
    #else
        private static let renameAt2: RenameAt2? = nil
    #endif

    /// Gives `first` the file named `second` and `second` the file named `first`; false, with
    /// nothing changed, when the system or the file system cannot (the caller renames instead).
    static func swap(_ first: String, _ second: String) -> Bool {
        guard let renameAt2 else { return false }
        return renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    }
}
