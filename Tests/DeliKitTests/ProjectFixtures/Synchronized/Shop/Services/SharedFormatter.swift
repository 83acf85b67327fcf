import Deli

final class SharedFormatter: Component {
    init() {}
}
