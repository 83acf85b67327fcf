import SyntheticProject

// Writes a synthetic project for manual timing:
// `swift run -c release WriteSyntheticProject FOLDER FILES DI_FRACTION COMPONENTS_PER_DI_FILE`.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 4, let files = Int(arguments[1]), let fraction = Double(arguments[2]),
    let perFile = Int(arguments[3])
else {
    fatalError("usage: WriteSyntheticProject FOLDER FILES DI_FRACTION COMPONENTS_PER_DI_FILE")
}
let project = SyntheticProject(fileCount: files, diFraction: fraction, componentsPerDIFile: perFile)
let bytes = project.write(to: arguments[0])
print("\(files) files, \(project.diFileCount) with DI, \(project.componentCount) components, \(bytes) bytes")
