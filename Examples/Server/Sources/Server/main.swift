import Deli
import Foundation
import ServerApp

// DELI_PROFILE chooses the profile (dev when unset); SERVER_PORT and other variables override
// single properties.
let context = AppContext.shared.load([ServerAppFactory.self])
let profiles = context.activeProfiles(of: ServerAppFactory.self)
guard let server = context.get(ServerApplication.self) else {
    fatalError("ServerApplication is not registered")
}
print("deli-server: profiles \(profiles), listening on \(server.settings.host):\(server.settings.port)")
fflush(nil)  // every stream: the line shows at once when stdout is a pipe
try await server.application(profiles: profiles).runService()
