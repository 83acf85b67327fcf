/// The Swift files one target of an Xcode project compiles: the file references of its
/// `PBXSourcesBuildPhase`, plus the Swift files inside the Xcode 16 synchronized folders
/// (`PBXFileSystemSynchronizedRootGroup`) it lists, minus their membership exceptions, plus files
/// that other targets' synchronized folders make members of it through an exception set.
struct XcodeTargetSources {
    let project: XcodeProject
    let fileSystem: any FileSystem

    /// The target's Swift files (paths relative to the working directory), sorted.
    func files(ofTarget id: String) throws(PropertyListError) -> [String] {
        guard let target = project.object(id) else { return [] }
        let tree = XcodeGroupTree(project: project)
        var files = Set(try buildPhaseFiles(target, tree: tree))
        let ownFolders = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        for (folderID, folder) in project.objects where folder["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let directory = tree.path(of: folderID) else { continue }
            let exceptions = exceptionPaths(of: folder, forTarget: id)
            if ownFolders.contains(folderID) {
                let walked = DirectoryWalker(fileSystem: fileSystem).files(under: directory).files
                for file in walked where FilePath.hasSwiftExtension(file) && !Self.isExcluded(file, by: exceptions) {
                    files.insert(FilePath.join(directory, file))
                }
            } else {
                for file in exceptions where FilePath.hasSwiftExtension(file) {
                    files.insert(FilePath.join(directory, file))
                }
            }
        }
        return files.sorted()
    }

    private func buildPhaseFiles(_ target: PropertyListValue, tree: XcodeGroupTree) throws(PropertyListError)
        -> [String]
    {
        var result: [String] = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = project.object(phaseID), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for buildFile in phase["files"]?.array ?? [] {
                guard let fileRef = project.object(buildFile.string)?["fileRef"]?.string else {
                    throw XcodeProject.error("a build file of the sources phase has no 'fileRef'", at: buildFile)
                }
                guard let reference = project.object(fileRef), Self.isSwiftFile(reference),
                    let path = tree.path(of: fileRef)
                else { continue }
                result.append(path)
            }
        }
        return result
    }

    /// A Swift file reference: by its declared type, else by its extension.
    static func isSwiftFile(_ reference: PropertyListValue) -> Bool {
        guard reference["isa"]?.string == "PBXFileReference" else { return false }
        if let type = reference["explicitFileType"]?.string ?? reference["lastKnownFileType"]?.string {
            return type == "sourcecode.swift"
        }
        return FilePath.hasSwiftExtension(reference["path"]?.string ?? "")
    }

    /// The `membershipExceptions` of the folder's exception sets that concern the target.
    private func exceptionPaths(of folder: PropertyListValue, forTarget id: String) -> [String] {
        (folder["exceptions"]?.strings ?? []).flatMap { exceptionID -> [String] in
            guard let set = project.object(exceptionID),
                set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet", set["target"]?.string == id
            else { return [] }
            return set["membershipExceptions"]?.strings ?? []
        }
    }

    /// A file named by an exception, or inside a folder named by one.
    static func isExcluded(_ file: String, by exceptions: [String]) -> Bool {
        exceptions.contains { file == $0 || file.hasPrefix($0 + "/") }
    }
}
