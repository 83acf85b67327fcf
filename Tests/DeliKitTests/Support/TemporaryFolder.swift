import Foundation

/// A new, empty folder under the system's temporary folder, named `prefix` plus a UUID; the
/// caller removes it.
func makeTemporaryFolder(_ prefix: String) throws -> String {
    let path = NSTemporaryDirectory() + prefix + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
