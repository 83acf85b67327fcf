/// How every dependency of every component resolved, in one list: component `c`'s resolutions are
/// `all[starts[c]..<starts[c + 1]]`, one per dependency in order. A list per component cost an
/// allocation for each of thousands of components on every build, and as much to free.
struct DependencyResolutions: Sendable {
    /// Every resolution, component after component.
    private(set) var all: [Resolution] = []
    /// Where each component's resolutions start in ``all``, and one past the last component's end.
    private(set) var starts: [Int] = [0]

    init() {}

    /// Room for `components` components with `dependencies` dependencies in all.
    init(reservingFor components: Int, dependencies: Int) {
        all.reserveCapacity(dependencies)
        starts.reserveCapacity(components + 1)
    }

    /// The number of components.
    var count: Int { starts.count - 1 }

    /// Adds one resolution to the component being added (ended by ``endComponent()``): the caller
    /// resolves in a loop, making no sequence and no closure that copies what it captures.
    mutating func append(_ resolution: Resolution) {
        all.append(resolution)
    }

    /// Ends the component whose resolutions were added since the last one ended.
    mutating func endComponent() {
        starts.append(all.count)
    }

    /// The positions of `component`'s resolutions in ``all``.
    func range(of component: Int) -> Range<Int> {
        starts[component]..<starts[component + 1]
    }

    /// `body` with `component`'s resolutions, counted from 0 (one per dependency).
    func withResolutions<Result>(
        of component: Int, _ body: (UnsafeBufferPointer<Resolution>) throws -> Result
    ) rethrows -> Result {
        try all.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range(of: component)])) }
    }
}
