extension IncrementalScanner {
    /// The relevant names of a run once its rounds are over: those its cache keeps, and those a
    /// scan without the cache finds (answered to the caller).
    struct SettledNames {
        var kept: Set<String>
        var fresh: Set<String>
    }

    /// Settles the `names` the rounds found, given `outside` from outside the files, as
    /// `staleRelevance` says: for a target's own scan, when fewer names are relevant than the rounds
    /// kept, `state`'s inputs that mention a dropped one are scanned again or skipped (see
    /// ``RelevanceNarrowing``). `previousCount` is the number of entries of the last cache.
    func settle(
        _ state: inout ScanState, names: Set<String>, given outside: Set<String>, staleRelevance: StaleRelevance,
        previousCount: Int, narrowing: RelevanceNarrowing
    ) -> SettledNames {
        let given = outside.subtracting(ProjectScanner.seedNames)
        switch staleRelevance {
        case .keepResults:
            let least = RelevanceNarrowing.leastNames(of: state.inputs.lazy.compactMap(\.result), given: given)
            return SettledNames(kept: names, fresh: least)
        case .rescan(let givenAsBefore):
            if givenAsBefore, !state.mayDropNames(previousCount: previousCount) {
                return SettledNames(kept: names, fresh: names)
            }
            let least = RelevanceNarrowing.leastNames(of: state.inputs.lazy.compactMap(\.result), given: given)
            // Names only grow within the rounds: the least names are at most theirs.
            guard least.count < names.count, least.isSubset(of: names) else {
                return SettledNames(kept: names, fresh: names)
            }
            narrowing.narrow(&state.inputs, from: names, to: least)
            return SettledNames(kept: least, fresh: least)
        }
    }
}
