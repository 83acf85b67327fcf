import Deli

final class PreviewCart: Cart, Component {
    init() {}
}
