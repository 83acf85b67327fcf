/// The DI part of a file: components `C<first>`…, each with a protocol-free class body that does a
/// little work, so the file looks like an ordinary service.
enum ComponentCode {
    static func text(from first: Int, count: Int) -> String {
        (first..<(first + count)).map(component).joined()
    }

    private static func component(_ number: Int) -> String {
        let header: String
        if number == 0 {
            header = "final class C0: Component {\n    init() {}\n"
        } else {
            header = """
                final class C\(number): Autowired {
                    let parent: C\(number / 2)
                    required init(_ parent: C\(number / 2)) {
                        self.parent = parent
                    }

                """
        }
        return header + """
                func describe(_ limit: Int) -> String {
                    var parts: [String] = []
                    for step in 0..<limit where step % 3 != 0 {
                        parts.append("C\(number)-\\(step)")
                    }
                    return parts.joined(separator: ",")
                }
            }


            """
    }
}
