import Deli

protocol Cart {}

final class CartImpl: Cart, Component {
    init() {}
}
