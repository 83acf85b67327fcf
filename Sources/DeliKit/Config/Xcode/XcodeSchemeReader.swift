/// Reads which target a shared scheme (`xcshareddata/xcschemes/<Name>.xcscheme`) builds: the
/// `BlueprintName` of the first `BuildableReference` of its build action that belongs to the
/// project (`ReferencedContainer = "container:App.xcodeproj"`) and is built for running; any
/// reference of the scheme to the project otherwise.
struct XcodeSchemeReader {
    struct Reference: Equatable {
        var blueprintName: String
        var container: String
        var buildsForRunning: Bool
    }

    /// The scheme file of a scheme name: shared first, then any user's.
    static func schemePaths(_ scheme: String, bundlePath: String, fileSystem: any FileSystem) -> [String] {
        var paths = [FilePath.join(bundlePath, "xcshareddata/xcschemes/\(scheme).xcscheme")]
        let userData = FilePath.join(bundlePath, "xcuserdata")
        let users = (try? fileSystem.contentsOfDirectory(at: userData)) ?? []
        for user in users.map(\.name).sorted() where user.hasSuffix(".xcuserdatad") {
            paths.append(FilePath.join(userData, "\(user)/xcschemes/\(scheme).xcscheme"))
        }
        return paths
    }

    /// The target the scheme builds, or nil when it names none of this project's targets.
    static func blueprintName(in text: String, projectBundleName: String) -> String? {
        let references = buildableReferences(in: text).filter {
            $0.container == "container:\(projectBundleName)" || $0.container.hasSuffix("/\(projectBundleName)")
        }
        return (references.first(where: \.buildsForRunning) ?? references.first)?.blueprintName
    }

    /// Every `<BuildableReference …>` element in document order, each with whether the
    /// enclosing `<BuildActionEntry>` builds for running.
    static func buildableReferences(in text: String) -> [Reference] {
        var result: [Reference] = []
        var running = false
        for element in elements(in: text) {
            if element.name == "BuildActionEntry" {
                running = element.attributes["buildForRunning"].map { $0 == "YES" } ?? true
            } else if element.name == "BuildableReference", let name = element.attributes["BlueprintName"] {
                result.append(
                    Reference(
                        blueprintName: name, container: element.attributes["ReferencedContainer"] ?? "",
                        buildsForRunning: running))
                running = false
            }
        }
        return result
    }

    /// Start tags with their attributes (`name = "value"`, entities decoded); nothing recursive.
    static func elements(in text: String) -> [(name: String, attributes: [String: String])] {
        var result: [(name: String, attributes: [String: String])] = []
        for chunk in text.split(separator: "<").dropFirst() {
            guard let first = chunk.first, first.isLetter, let end = chunk.firstIndex(of: ">") else { continue }
            let body = chunk[..<end]
            let name = String(body.prefix { !$0.isWhitespace && $0 != "/" })
            result.append((name, attributes(in: body.dropFirst(name.count))))
        }
        return result
    }

    private static func attributes(in body: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = body
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init)
            let afterEquals = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let key, let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let close = afterEquals[valueStart...].firstIndex(of: quote) else { break }
            result[key] = decodeEntities(String(afterEquals[valueStart..<close]))
            rest = afterEquals[afterEquals.index(after: close)...]
        }
        return result
    }

    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let entities = [("&quot;", "\""), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")]
        return entities.reduce(text) { $0.replacingEvery($1.0, with: $1.1) }
    }
}
