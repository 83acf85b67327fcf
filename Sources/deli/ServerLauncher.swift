import DeliKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How `deli build` starts a `deli serve` for its folder when none serves it: the server runs the
/// same executable with the build's arguments, in a session of its own with its standard streams on
/// `/dev/null` (a script or an IDE that reads the build's output to its end is never kept waiting
/// for it), and this build is then the first it serves.
enum ServerLauncher {
    /// How long a server waits for a build before it ends, in seconds.
    static let defaultIdleSeconds = 600
    /// How long a server waits for a second build before it ends, in seconds: a `deli build` run
    /// once in a folder leaves no process behind for long.
    static let defaultFirstIdleSeconds = 60

    #if os(Linux)
        /// Starts a server for `arguments` (the whole `deli build` command line) when the
        /// environment allows it, and connects to it once it listens on `name`; nil when none was
        /// started or it did not listen within two seconds (the build then runs in this process).
        static func startServing(arguments: [String], name: String) -> UnixSocket? {
            // Where edits made from elsewhere raise no event, a server would build from stale stamps.
            let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
            guard LocalDisk.holds(LocalFileSystem.workingDirectory),
                let idle = idleSeconds(arguments: arguments, environment: environment),
                let process = start(
                    arguments: ["serve", "--idle", String(idle), "--first-idle", String(firstIdleSeconds(environment))]
                        + arguments.dropFirst(2))
            else { return nil }
            return connect(name: name, startedAs: process)
        }

        /// The idle time of a server `deli build` may start, nil when it starts none: with
        /// `DELI_SERVER=off` (also `0`, `no`, `false`); when `CI` is set, unless `DELI_SERVER=on`;
        /// with `--no-cache` (nothing to serve from) or `--help`. `DELI_SERVER_IDLE` sets the idle
        /// time in seconds.
        static func idleSeconds(arguments: [String], environment: (String) -> String?) -> Int? {
            let setting = environment("DELI_SERVER")?.lowercased()
            if let setting, ["off", "0", "no", "false"].contains(setting) { return nil }
            if let ci = environment("CI"), !ci.isEmpty, setting != "on" { return nil }
            if arguments.contains(where: { ["--no-cache", "--help", "-h"].contains($0) }) { return nil }
            guard let idle = environment("DELI_SERVER_IDLE") else { return defaultIdleSeconds }
            return Int(idle).map { max($0, 1) } ?? defaultIdleSeconds
        }

        /// How long the server waits for a second build: `DELI_SERVER_FIRST_IDLE` seconds, or
        /// ``defaultFirstIdleSeconds``.
        static func firstIdleSeconds(_ environment: (String) -> String?) -> Int {
            environment("DELI_SERVER_FIRST_IDLE").flatMap(Int.init).map { max($0, 1) } ?? defaultFirstIdleSeconds
        }

        /// Connects to the server started as `process` once it listens on `name`, trying every 2 ms
        /// for two seconds while it runs (it ends at once when another process took the name first:
        /// one more try then finds that one).
        private static func connect(name: String, startedAs process: pid_t) -> UnixSocket? {
            let deadline = ContinuousClock.now + .seconds(2)
            while ContinuousClock.now < deadline {
                if let socket = UnixSocket.connect(name: name, waitingAtMost: 2) { return socket }
                var status: Int32 = 0
                if waitpid(process, &status, WNOHANG) == process {
                    return UnixSocket.connect(name: name, waitingAtMost: 2)
                }
                usleep(2_000)
            }
            return nil
        }

        /// Runs this executable with `arguments` in a new session, its standard streams on
        /// `/dev/null`, no other descriptor inherited, and no signal blocked; its process id.
        private static func start(arguments: [String]) -> pid_t? {
            guard let executable = ExecutablePath.current else { return nil }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for stream: Int32 in 0...2 {
                posix_spawn_file_actions_addopen(&actions, stream, "/dev/null", stream == 0 ? O_RDONLY : O_WRONLY, 0)
            }
            guard closeInheritedDescriptors(&actions) else { return nil }
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var signals = sigset_t()
            sigemptyset(&signals)
            posix_spawnattr_setsigmask(&attributes, &signals)
            posix_spawnattr_setflags(&attributes, Int16(newSession | POSIX_SPAWN_SETSIGMASK))
            let argv = ([executable] + arguments).map { strdup($0) }
            defer { for argument in argv { free(argument) } }
            var process = pid_t()
            return posix_spawn(&process, executable, &actions, &attributes, argv + [nil], environ) == 0 ? process : nil
        }

        /// `POSIX_SPAWN_SETSID` (glibc and musl), which the C module leaves out with the GNU extensions.
        private static let newSession: Int32 = 0x80

        /// Closes every descriptor from 3 on in the child (`posix_spawn_file_actions_addclosefrom_np`,
        /// glibc 2.34 and later, looked up at run time): a descriptor this process inherited without
        /// close-on-exec, such as a pipe its parent reads to its end, must not stay open in the server.
        /// False where the C library cannot: then no server is started.
        private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) -> Bool {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return false }
            return unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3) == 0
        }
    #endif
}
