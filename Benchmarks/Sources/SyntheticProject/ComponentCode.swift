/// The DI part of a file: components `C<first>`…, each with a protocol-free class body that does a
/// little work, so the file looks like an ordinary service.
///
/// In a multi-module package the names carry the module's `prefix` (`M3C7`), component 0 is public
/// and, when `rootParent` is given, takes that type from the module below.
enum ComponentCode {
    static func text(from first: Int, count: Int, prefix: String = "", rootParent: String? = nil) -> String {
        (first..<(first + count)).map { component($0, prefix: prefix, rootParent: rootParent) }.joined()
    }

    private static func component(_ number: Int, prefix: String, rootParent: String?) -> String {
        let name = "\(prefix)C\(number)"
        let header: String
        if number == 0, let rootParent {
            header = """
                public final class \(name): Autowired {
                    let parent: \(rootParent)
                    public required init(_ parent: \(rootParent)) {
                        self.parent = parent
                    }

                """
        } else if number == 0 {
            header = "public final class \(name): Component {\n    public init() {}\n"
        } else {
            header = """
                final class \(name): Autowired {
                    let parent: \(prefix)C\(number / 2)
                    required init(_ parent: \(prefix)C\(number / 2)) {
                        self.parent = parent
                    }

                """
        }
        return header + """
                func describe(_ limit: Int) -> String {
                    var parts: [String] = []
                    for step in 0..<limit where step % 3 != 0 {
                        parts.append("\(name)-\\(step)")
                    }
                    return parts.joined(separator: ",")
                }
            }


            """
    }
}
