/// The error under a ``ComponentBuildError`` when `reset()` (or unloading and loading the module)
/// dropped the context's instances while `start()` was still building the component: the instance
/// built is not kept, and that `start()` fails; calling `start()` again builds it anew.
///
/// ```
/// Deli: could not build 'Database': reset() dropped the instances while start() was building it; call start() again
/// ```
public struct ResetDuringStart: Error, CustomStringConvertible {
    public var description: String {
        "reset() dropped the instances while start() was building it; call start() again"
    }
}
