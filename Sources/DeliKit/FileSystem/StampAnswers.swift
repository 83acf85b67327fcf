/// The last answers of ``WatchedFileSystem/stamps(at:)`` for long lists of paths. A build asks for
/// the stamps of the same sources again and again; with its last answer kept, it looks up only the
/// stamps forgotten since and those that are not kept (read every time), instead of every path.
struct StampAnswers {
    private struct Answer {
        var paths: [String]
        var stamps: [FileStamp?]
        var positions: [String: Int]
        /// Positions whose stamps are not kept: read again at every call.
        var unkept: [Int]
        /// Paths (as asked for) whose stamps were forgotten since the answer was made.
        var forgotten: Set<String> = []
    }

    private var answers: [Answer] = []
    /// Shorter lists are looked up path by path (one file's stamp, say).
    static let minimumCount = 64
    /// As many lists as a run of several targets asks for.
    static let capacity = 8

    /// The last answer for `paths` and the positions to read again; nil when there is none.
    mutating func reuse(for paths: [String]) -> (stamps: [FileStamp?], stale: [Int])? {
        guard paths.count >= Self.minimumCount, let index = answers.firstIndex(where: { $0.paths == paths }) else {
            return nil
        }
        let answer = answers[index]
        answers[index].forgotten = []
        let forgotten = answer.forgotten.compactMap { answer.positions[$0] }
        return (answer.stamps, forgotten.isEmpty ? answer.unkept : Set(answer.unkept + forgotten).sorted())
    }

    /// Keeps `stamps` as the answer for `paths`, of which those at `unkept` are not kept.
    mutating func store(_ stamps: [FileStamp?], for paths: [String], unkept: [Int]) {
        guard paths.count >= Self.minimumCount else { return }
        if let index = answers.firstIndex(where: { $0.paths == paths }) {
            answers[index].stamps = stamps
            answers[index].unkept = unkept
            return
        }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(paths.count)
        for (position, path) in paths.enumerated() { positions[path] = position }
        // A path listed twice would be read again at one of its positions only.
        guard positions.count == paths.count else { return }
        if answers.count == Self.capacity { answers.removeFirst() }
        answers.append(Answer(paths: paths, stamps: stamps, positions: positions, unkept: unkept))
    }

    /// Notes that the stamp of `path` (as asked for) was forgotten.
    mutating func forget(_ path: String) {
        for index in answers.indices { answers[index].forgotten.insert(path) }
    }

    mutating func forgetAll() {
        answers = []
    }
}
