import Deli
import Network

let context = AppContext.shared.load([NetworkFactory.self, ModularFactory.self])
print(context.get(FeedViewModel.self)?.headline ?? "FeedViewModel missing")
