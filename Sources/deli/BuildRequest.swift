/// What a `deli build` asks the `deli watch` serving its configuration, and the answer, as bytes on
/// the socket between them.
///
/// A request is its fields joined by zero bytes: the protocol's tag, the asking executable's
/// identity (its version, size and modification time), the working folder and the arguments after
/// `build`. The client's standard output and error travel with it as descriptors, so the build
/// prints straight to them. The answer is one line: `exit N`, or `refused REASON` when the client
/// must build by itself.
struct BuildRequest: Equatable {
    static let tag = "deli-build-request-1"
    /// The only argument of the request a `deli watch` sends to the `deli serve` holding its
    /// folder's name, asking it to end so that the watch serves the folder's builds.
    static let stepDown = "--deli-step-down"

    /// ``RunStores/toolIdentity`` of the asking executable: a server answers only its own build.
    var toolIdentity: String
    /// The asking process's working folder, against which its arguments' paths are read.
    var directory: String
    /// The arguments that followed `build`.
    var arguments: [String]

    var encoded: [UInt8] {
        // Appended field by field: `joined(separator:)` is not specialised here, and its first call
        // made the Swift runtime search every conformance of the executable, a millisecond of the
        // client's few.
        var bytes: [UInt8] = []
        for (position, field) in ([Self.tag, toolIdentity, directory] + arguments).enumerated() {
            if position > 0 { bytes.append(0) }
            bytes.append(contentsOf: field.utf8)
        }
        return bytes
    }

    /// The request in `bytes`; nil when they are not one (another protocol, text that is not UTF-8).
    init?(decoding bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let fields = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, fields[0] == Self.tag else { return nil }
        self.init(toolIdentity: fields[1], directory: fields[2], arguments: Array(fields[3...]))
    }

    init(toolIdentity: String, directory: String, arguments: [String]) {
        self.toolIdentity = toolIdentity
        self.directory = directory
        self.arguments = arguments
    }

    /// The server's answer.
    enum Answer: Equatable {
        /// The build ran; the client exits with this code.
        case exit(Int32)
        /// The server does not build for this request; the client builds by itself.
        case refused(String)
        /// The server ends, as a ``BuildRequest/stepDown`` request asked.
        case steppedDown

        var encoded: [UInt8] {
            switch self {
            case .exit(let code): Array("exit \(code)\n".utf8)
            case .refused(let reason): Array("refused \(reason)\n".utf8)
            case .steppedDown: Array("stepped-down\n".utf8)
            }
        }

        init?(decoding bytes: [UInt8]) {
            guard let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else { return nil }
            let line = text.dropLast()
            if line.hasPrefix("exit "), let code = Int32(line.dropFirst(5)) {
                self = .exit(code)
            } else if line.hasPrefix("refused ") {
                self = .refused(String(line.dropFirst(8)))
            } else if line == "stepped-down" {
                self = .steppedDown
            } else {
                return nil
            }
        }
    }
}
