extension ComponentDeclaration {
    /// Calls `body` with the property path and location of each dependency whose qualifier is read
    /// from the properties (`qualifierBy`). The dependencies are read in place: iterating them copied
    /// each one, retaining and releasing its strings, for every component of the graph.
    func forEachQualifierPath(_ body: (_ path: String, _ location: SourceLocation) -> Void) {
        dependencies.withUnsafeBufferPointer { dependencies in
            for index in dependencies.indices {
                if let path = dependencies[index].qualifierBy { body(path, dependencies[index].location) }
            }
        }
    }
}
