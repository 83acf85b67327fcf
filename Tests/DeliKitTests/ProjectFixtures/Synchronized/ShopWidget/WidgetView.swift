import Deli

final class WidgetView: Autowired {
    required init(_ formatter: SharedFormatter) {}
}
