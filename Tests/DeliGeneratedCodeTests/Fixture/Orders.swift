import Deli

final class OrderPayload: Payload {
    let id: Int
    required init(with argument: (id: Int, note: String)) {
        id = argument.id
    }
}

final class OrderViewModel: AutowiredFactory {
    let shelf: Shelf
    let id: Int

    required init(_ shelf: Shelf, payload: OrderPayload) {
        self.shelf = shelf
        self.id = payload.id
    }
}

final class ReceiptViewModel: LazyAutowiredFactory {
    private(set) var journal: Journal?
    let id: Int

    required init(payload: OrderPayload) {
        id = payload.id
    }

    func inject(_ journal: Journal) {
        self.journal = journal
    }
}
