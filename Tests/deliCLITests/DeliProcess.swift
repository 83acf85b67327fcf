import Foundation

/// Runs the built `deli` executable, as a user would, and captures what it prints.
struct DeliProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `deli` binary next to the test bundle in the build products folder.
    static var executable: URL { product("deli") }

    /// The executable product `name` next to the test bundle in the build products folder.
    static func product(_ name: String) -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent(name)
    }

    static func run(_ arguments: [String], in directory: URL) throws -> Result {
        try run(executable, arguments, in: directory)
    }

    /// Copies the deli executable to `destination` through a descriptor closed in every child
    /// process: tests run side by side, and a process another test started while a plain copy was
    /// being written kept the copy open for writing, so running it failed with "Text file busy".
    static func copyExecutable(to destination: URL) throws {
        let bytes = try Data(contentsOf: executable)
        let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
        guard close(descriptor) == 0, written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    /// ``run(_:_:in:)-(URL,_,_)`` of a program just written, tried again while it is busy: a child
    /// process started before the writer closed it holds it until that child runs its own program.
    static func runWritten(
        _ program: URL, _ arguments: [String], in directory: URL, environment: [String: String] = environment
    ) throws -> Result {
        for _ in 0..<50 {
            do {
                return try run(program, arguments, in: directory, environment: environment)
            } catch let error as NSError where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
            {
                usleep(100_000)
            }
        }
        return try run(program, arguments, in: directory, environment: environment)
    }

    /// The environment of every program the tests run: this process's, with `DELI_SERVER=off` so
    /// that no `deli build` leaves a `deli serve` behind; the tests of servers say otherwise.
    static let environment = ProcessInfo.processInfo.environment.merging(["DELI_SERVER": "off"]) { $1 }

    /// Runs any program (a script through `/usr/bin/env`, say) and captures what it prints.
    static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = environment
    ) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A throw-away project directory, removed when the value is released.
final class TemporaryProject {
    let url: URL

    init(files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("deli-cli-\(UUID().uuidString)")
        for (path, contents) in files {
            try write(contents, to: path)
        }
    }

    func write(_ contents: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(path).path)[.modificationDate]
            as? Date
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
