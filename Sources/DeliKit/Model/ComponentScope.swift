/// The generator's mirror of the runtime `Scope` (the core does not link the runtime).
public enum ComponentScope: String, Hashable, Sendable, Codable, CaseIterable {
    case always
    case singleton
    case prototype
    case weak
}
