import Deli

public protocol Clock: AnyObject, Sendable {
    var hour: Int { get }
}

public final class FixedClock: Clock, Component {
    public let hour = 9

    public init() {}
}

/// A view model: isolated to the main actor, built by a lookup made from main-actor code.
@MainActor
public final class ShelfViewModel: Autowired {
    let clock: Clock
    let pantry: PantryService

    public required init(_ clock: Clock, _ pantry: PantryService) {
        self.clock = clock
        self.pantry = pantry
    }

    public var rows: [String] {
        pantry.itemNames.map { "\($0): \(pantry.value(of: $0)) cents" }
    }

    public var greeting: String { clock.hour < 12 ? "Good morning" : "Hello" }
}

/// A base class isolated to the main actor, as UIKit's and AppKit's view controllers are.
@MainActor
open class Screen {
    public let title: String

    public init(title: String) {
        self.title = title
    }
}

/// Main-actor isolated through its superclass.
public final class RecipesScreen: Screen, Component {
    public init() {
        super.init(title: "Recipes")
    }
}
