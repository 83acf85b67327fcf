/// How a target's graph is checked.
///
/// An app is where the graph is assembled: every dependency of its own components and of every
/// module it links must be met there. A library may leave dependencies and property paths to the
/// apps that link it: in its own run they are open requirements (notes), and each app that links it
/// checks them against everything the app's modules provide and the app's property files.
public enum TargetRole: String, Sendable, Hashable, CaseIterable {
    case app
    case library
}
