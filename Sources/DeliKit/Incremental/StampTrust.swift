/// When a file's stamp, recorded by one run, proves to a later run that the file is unchanged:
/// git's rule for "racily clean" index entries, with the file system's real timestamp granularity
/// instead of a fixed margin.
///
/// A run takes its stamps after noting the time `startedAt`. A write after that moment gives the
/// file a modification time of at least `startedAt` minus one tick of the clock the file system
/// stamps with (its ``window``). So a recorded stamp whose last change is older than
/// `startedAt - window` cannot belong to a file written after the stamp was taken: if the stamp is
/// unchanged, so is the file. A stamp inside the window ("racy") proves nothing; its file is read and
/// hashed, and the run that finds it unchanged records it again with its own, later trust time.
///
/// The window is the file system's timestamp resolution (two coarse-clock ticks, to cover rounding),
/// and two seconds when every stamp is in whole seconds (HFS+, FAT, some network file systems).
public enum StampTrust {
    /// The time before which a stamp taken by a run that started at `startedAt` can be trusted.
    public static func trustedBefore(startedAt: Int64, stamps: [FileStamp?], resolution: Int64) -> Int64 {
        startedAt - window(stamps: stamps, resolution: resolution)
    }

    /// How long before the run's start a file must have last changed for its stamp to be trusted.
    public static func window(stamps: [FileStamp?], resolution: Int64) -> Int64 {
        let second: Int64 = 1_000_000_000
        var present = false
        for case let stamp? in stamps {
            guard stamp.modified % second == 0, stamp.changed % second == 0 else { return 2 * max(resolution, 0) }
            present = true
        }
        return present ? 2 * second : 2 * max(resolution, 0)
    }
}

extension FileSystem {
    /// ``StampTrust/trustedBefore(startedAt:stamps:resolution:)`` with this file system's resolution.
    public func trustedBefore(startedAt: Int64, stamps: [FileStamp?]) -> Int64 {
        StampTrust.trustedBefore(startedAt: startedAt, stamps: stamps, resolution: timestampResolution())
    }
}
