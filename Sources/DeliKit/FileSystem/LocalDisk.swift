#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether a folder lives on a file system whose every change the kernel's change events report:
/// a disk (or memory) file system of this machine. On a network or shared file system (NFS, SMB,
/// 9p as WSL mounts Windows drives, FUSE as sshfs and the folders Docker Desktop and virtual
/// machines share with their host use) a change made from elsewhere raises no event here, so a
/// process that trusts events, as a `deli serve` does, would build from stale stamps.
public enum LocalDisk {
    /// The `statfs` magic numbers of the file systems trusted: ext2/3/4, XFS, Btrfs, tmpfs, ramfs,
    /// overlayfs (containers' own layers), F2FS, ZFS, ReiserFS, JFS, bcachefs, NILFS and SquashFS.
    private static let trusted: Set<UInt32> = [
        0xEF53, 0x5846_5342, 0x9123_683E, 0x0102_1994, 0x8584_58F6, 0x794C_7630, 0xF2F5_2010, 0x2FC1_2FC1,
        0x5265_4973, 0x3153_464A, 0xCA45_1A4E, 0x3434, 0x7371_7368,
    ]

    /// True when `path` is on a trusted file system (Linux); false when it is not, when `statfs`
    /// fails, and elsewhere than on Linux.
    public static func holds(_ path: String) -> Bool {
        #if os(Linux)
            guard let type = fileSystemType(of: path) else { return false }
            return trusted.contains(UInt32(truncatingIfNeeded: type))
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// `statfs`'s `f_type`, the first field of `struct statfs` (a `long` on every Linux ABI),
        /// which the C module does not import: the function is looked up at run time and given a
        /// buffer larger than the structure (120 bytes on 64-bit Linux).
        private static func fileSystemType(of path: String) -> Int? {
            typealias StatFS = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Int32
            guard let symbol = dlsym(nil, "statfs") else { return nil }
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 512, alignment: 16)
            defer { buffer.deallocate() }
            guard unsafeBitCast(symbol, to: StatFS.self)(path, buffer) == 0 else { return nil }
            return buffer.load(as: Int.self)
        }
    #endif
}
