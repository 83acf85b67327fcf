import Foundation

/// How the benchmark prints times.
enum Milliseconds {
    static func text(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}
