/// Where what deli learns of dependency modules is kept between runs, by module name: each
/// module's scan cache and its summary. The targets of one package run in separate processes (the
/// build plugin's) and share one store, so a module several of them depend on is scanned once.
///
/// Loading returns nil when there is nothing usable (missing, damaged, another format or tool
/// version); a failed save is ignored. The CLI passes ``DiskModuleStore``; tests keep them in memory.
public protocol ModuleStorage: Sendable {
    func scanCache(of module: String) -> ScanCache?
    func save(_ cache: ScanCache, of module: String)
    func summary(of module: String) -> ModuleSummary?
    func save(_ summary: ModuleSummary, of module: String)
}
