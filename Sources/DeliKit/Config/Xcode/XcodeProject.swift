/// The parts of an Xcode `project.pbxproj` that say which Swift files a target compiles: the
/// object table, the root `PBXProject`, its targets and the group tree.
struct XcodeProject {
    /// The `.xcodeproj` bundle path.
    let bundlePath: String
    /// The `project.pbxproj` path, for locations.
    let file: String
    let objects: [String: PropertyListValue]
    let root: PropertyListValue
    /// Native targets in the project's order: name and object id.
    let targets: [(name: String, id: String)]

    init(bundlePath: String, bytes: [UInt8]) throws(PropertyListError) {
        self.bundlePath = bundlePath
        file = FilePath.join(bundlePath, "project.pbxproj")
        if let format = Self.otherFormat(bytes) {
            throw PropertyListError(
                message: "the project file is \(format); deli reads the text format Xcode writes, so open and save "
                    + "the project in Xcode",
                location: .file(file))
        }
        let top = try PropertyListParser.parse(bytes, file: file)
        guard top.dictionary != nil else { throw Self.error("the project file is not a dictionary", at: top) }
        guard let objects = top["objects"]?.dictionary else {
            throw Self.error("the project file has no 'objects' dictionary", at: top)
        }
        guard let rootID = top["rootObject"]?.string, let root = objects[rootID], root.dictionary != nil else {
            throw Self.error("'rootObject' does not name a project object", at: top["rootObject"] ?? top)
        }
        self.objects = objects
        self.root = root
        targets = try Self.targets(of: root, in: objects)
    }

    /// The project's `targets`, each with its name, in order.
    private static func targets(of root: PropertyListValue, in objects: [String: PropertyListValue])
        throws(PropertyListError) -> [(name: String, id: String)]
    {
        var targets: [(name: String, id: String)] = []
        for item in root["targets"]?.array ?? [] {
            guard let id = item.string, let target = objects[id] else {
                throw error("'targets' lists an object that does not exist", at: item)
            }
            guard let name = target["name"]?.string else { throw error("a target has no 'name'", at: target) }
            targets.append((name, id))
        }
        return targets
    }

    /// The object with that id, when it is a dictionary.
    func object(_ id: String?) -> PropertyListValue? {
        guard let id, let object = objects[id], object.dictionary != nil else { return nil }
        return object
    }

    /// The directory sources are relative to (`SOURCE_ROOT`): the folder holding the bundle,
    /// plus the project's `projectDirPath` when set.
    var sourceRoot: String {
        let parent = FilePath.directory(of: bundlePath)
        let directory = root["projectDirPath"]?.string ?? ""
        return directory.isEmpty ? parent : FilePath.join(parent, directory)
    }

    /// XML and binary property lists, which Xcode reads but never writes for projects.
    static func otherFormat(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: Array("bplist".utf8)) { return "a binary property list" }
        let start = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<plist".utf8)) {
            return "an XML property list"
        }
        return nil
    }

    static func error(_ message: String, at value: PropertyListValue) -> PropertyListError {
        PropertyListError(message: message, location: value.location)
    }
}
