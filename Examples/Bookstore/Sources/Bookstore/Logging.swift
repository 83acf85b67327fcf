import Deli

/// Where log lines go; the implementation is chosen by the `logger.storage` property.
protocol Logger: AnyObject {
    var name: String { get }
    func log(_ message: String) -> String
}

final class ConsoleLogger: Logger, Component {
    var qualifier: String? { "console" }
    let name = "console"
    func log(_ message: String) -> String { "[console] \(message)" }
    init() {}
}

final class FileLogger: Logger, Component {
    var qualifier: String? { "file" }
    let name = "file"
    func log(_ message: String) -> String { "[file] \(message)" }
    init() {}
}
