/// Reads the class name out of a factory deli generated (`… final class NAME: Deli.ModuleFactory {`,
/// or `: ModuleFactory {` as earlier versions wrote it).
enum GeneratedFactoryName {
    static func className(in text: String) -> String? {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let range = line.firstRange(of: "final class "),
                line.hasSuffix(": Deli.ModuleFactory {") || line.hasSuffix(": ModuleFactory {")
            else { continue }
            let name = line[range.upperBound...].prefix { $0 != ":" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }
}
