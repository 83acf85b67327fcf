/// Work a build of a server or a watch leaves for later: done once the `deli build` it built for has
/// its answer, while nobody waits (or right after a watch's own build), and always before the next
/// build starts.
///
/// Settling the stamps of the outputs a build wrote (``OutputSettler``) waits for the file system's
/// clock to tick and reads the outputs back, and removing the files the outputs replaced frees their
/// blocks: a few milliseconds that nobody needs to wait for.
final class LaterWork {
    private var items: [() -> Void] = []

    /// Adds `item`, done by the next ``run()``.
    func add(_ item: @escaping () -> Void) {
        items.append(item)
    }

    /// Does `item` as `laterWork`'s when there is one, otherwise at once.
    static func perform(_ item: @escaping () -> Void, laterIn laterWork: LaterWork?) {
        guard let laterWork else { return item() }
        laterWork.add(item)
    }

    /// Does every item added since the last run, in the order they were added.
    func run() {
        let due = items
        items = []
        for item in due { item() }
    }
}
