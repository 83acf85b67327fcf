import Deli

// ModularFactory lists the factories of the modules it depends on (CoreFactory, Storage's and
// PaymentsKit's DeliFactory, NetworkFactory): loading it loads them too.
let context = AppContext.shared.load([ModularFactory.self])
print(context.get(FeedViewModel.self)?.headline ?? "FeedViewModel missing")
for line in context.get(CheckoutService.self)?.checkout(1299) ?? ["CheckoutService missing"] {
    print(line)
}
for line in context.get(OrderDesk.self)?.order(7, cents: 500) ?? ["OrderDesk missing"] {
    print(line)
}
