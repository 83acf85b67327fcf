import Deli

let context = AppContext.shared.load([BookstoreFactory.self])

let storefront = Storefront()
print(storefront.describe())

let users = context.get(UserService.self)
print("user \(users?.name ?? "?") has friends \(users?.friendService?.friends() ?? [])")

if let detail = context.get(BookDetailViewModel.self, payload: BookPayload(with: (title: "Cosmos", rating: 5))) {
    print(detail.text)
}

let server = context.get(ServerConfig.self)
print("server \(server?.url ?? "?") debug=\(server?.isDebug ?? false)")
