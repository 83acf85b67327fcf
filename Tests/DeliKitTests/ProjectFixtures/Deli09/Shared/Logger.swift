import Deli

protocol Logger {
    func log(_ message: String)
}

final class ConsoleLogger: Logger, Component {
    func log(_ message: String) {
        print(message)
    }

    init() {}
}
