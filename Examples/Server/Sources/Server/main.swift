import Deli
import DeliServiceLifecycle
import Foundation
import Logging
import ServerApp

// DELI_PROFILE chooses the profile (dev when unset); SERVER_PORT and other variables override
// single properties.
let context = AppContext.shared.load([ServerAppFactory.self])
let profiles = context.activeProfiles(of: ServerAppFactory.self)
guard let settings = context.get(ServerSettings.self) else {
    fatalError("ServerSettings is not registered")
}
print("deli-server: profiles \(profiles), listening on \(settings.host):\(settings.port)")
fflush(nil)  // every stream: the line shows at once when stdout is a pipe
// Connects and opens the storage pool (start()), runs the HTTP server until SIGTERM or SIGINT,
// stops the server, then closes the pool (shutdown()).
try await context.runServices(logger: Logger(label: "deli-server"))
print("deli-server: stopped")
fflush(nil)
