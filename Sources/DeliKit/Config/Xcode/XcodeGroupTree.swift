/// Where the items of a project's group tree are on disk: each item's path is resolved through
/// its `sourceTree` (`<group>`: inside its parent group; `SOURCE_ROOT`: the project's source
/// root; `<absolute>`: as written). Items under build-product or SDK trees are not project
/// sources and resolve to nil.
struct XcodeGroupTree {
    private let project: XcodeProject
    private var parents: [String: String] = [:]

    init(project: XcodeProject) {
        self.project = project
        // Sorted, so that an item listed by two groups always gets the same parent.
        for id in project.objects.keys.sorted() {
            for child in project.objects[id]?["children"]?.array ?? [] {
                if let childID = child.string, parents[childID] == nil { parents[childID] = id }
            }
        }
    }

    /// The path of an item (file reference, group or synchronized folder) relative to the
    /// working directory, or nil. Walks up the parents without recursion; a loop reads as nil.
    func path(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var steps = 0
        while let itemID = current, let item = project.object(itemID) {
            steps += 1
            if steps > project.objects.count { return nil }
            let path = item["path"]?.string ?? ""
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if !path.isEmpty { components.append(path) }
                guard let parent = parents[itemID] else { return join(project.sourceRoot, components) }
                current = parent
            case "SOURCE_ROOT":
                components.append(path)
                return join(project.sourceRoot, components)
            case "<absolute>":
                components.append(path)
                return join("/", components)
            default:
                return nil
            }
        }
        return nil
    }

    /// `base` followed by `components`, which were collected from the item up to its root.
    private func join(_ base: String, _ components: [String]) -> String {
        components.reversed().reduce(base) { FilePath.join($0, $1) }
    }
}
