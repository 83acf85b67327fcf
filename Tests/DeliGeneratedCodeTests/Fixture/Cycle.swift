import Deli

/// Parent <-> Child, broken by the lazy Parent.
final class Parent: LazyAutowired {
    private(set) var child: Child?
    required init() {}

    func inject(_ child: Child) {
        self.child = child
    }
}

final class Child: Autowired {
    let parent: Parent
    required init(_ parent: Parent) {
        self.parent = parent
    }
}
