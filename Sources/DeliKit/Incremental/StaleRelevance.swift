/// What an ``IncrementalScanner`` run does with the names it kept from the last run that a scan
/// without the cache would not find relevant (see ``RelevanceNarrowing``).
///
/// Either way the scan answers the names a fresh scan finds (``IncrementalScan/relevantNames``).
enum StaleRelevance: Equatable, Sendable {
    /// A target's own scan, whose results are checked and reported: the files that mention a name no
    /// longer relevant are scanned again without it (or skipped), so that their declarations and
    /// diagnostics are those of a fresh scan, and the cache keeps the fresh names.
    ///
    /// `givenAsBefore` says the names given from outside are those of the last run (the target's
    /// build record applies, so every module it links declares what it did): names can then only
    /// drop when a file that had a result changed, went or could not be read, and a run that only
    /// adds results does not work the names out again.
    case rescan(givenAsBefore: Bool)
    /// A dependency module's scan: its results and its cache keep every name a run asked for, so
    /// that the module's summary key (see ``ModuleSummary/key(results:)``) covers whatever the
    /// targets that link it found in it, and their records stop applying when that changes. Only
    /// the names answered are a fresh scan's. A declaration kept only for such a name is no
    /// component (a component's supertypes are relevant), so the graphs built over it are those of
    /// a fresh scan.
    case keepResults
}
