import Deli

// A type registered by a main-actor Configuration: its member is read on the main actor.

final class Palette {
    let name: String

    init(name: String) {
        self.name = name
    }
}

@MainActor
final class PaletteConfiguration: Configuration {
    let palette = Config(Palette.self) { Palette(name: "dark") }

    nonisolated init() {}
}
