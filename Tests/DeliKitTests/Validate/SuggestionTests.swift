import Testing

@testable import DeliKit

/// "Did you mean" for qualifiers and property paths, and E005 notes at the profile's files
/// (issue 12, point 9), through the whole pipeline with real property files.
@Suite struct SuggestionTests {
    private func run(_ source: String, dev: String = "app:\n  name: Shop\n  title: Hi\n") -> [String] {
        ProfiledApp(
            source: source, common: "server:\n  port: 80\n",
            profiles: [("dev", "dev.yml", dev), ("prod", "prod.yml", "other: 1\n")]
        ).diagnostics()
    }

    @Test func misspeltQualifierIsSuggested() {
        let messages = run(
            """
            import Deli
            protocol PaymentService {}
            final class StripeService: PaymentService, Component { var qualifier: String? { "stripe" } }
            final class Checkout: Autowired { required init(strip payment: PaymentService) {} }
            final class Screen: Inject { let payment = Inject(PaymentService.self, qualifier: "strpe") }
            """)
        #expect(
            messages == [
                """
                App.swift:4:49: error: no implementation of 'PaymentService' with qualifier 'strip', needed by \
                'Checkout'; did you mean 'stripe'? [DELI-E001]
                App.swift:3:13: note: 'PaymentService' is available with qualifier 'stripe' ('StripeService')
                App.swift:4:13: note: 'Checkout' is declared here
                """,
                """
                App.swift:5:44: error: no implementation of 'PaymentService' with qualifier 'strpe', needed by \
                'Screen'; did you mean 'stripe'? [DELI-E001]
                App.swift:3:13: note: 'PaymentService' is available with qualifier 'stripe' ('StripeService')
                """,
            ])
    }

    @Test func misspeltQualifierInAPropertyIsSuggestedWhereItIsSet() {
        let messages = run(
            """
            import Deli
            protocol PaymentService {}
            final class StripeService: PaymentService, Component { var qualifier: String? { "stripe" } }
            final class Checkout: Autowired { required init(_/*pay.kind*/ payment: PaymentService) {} }
            """,
            dev: "pay:\n  kind: strip\n")
        #expect(
            messages == [
                """
                App.swift:4:49: error: no implementation of 'PaymentService' with qualifier 'strip' (the value of \
                'pay.kind' in profile 'dev'), needed by 'Checkout'; did you mean 'stripe'? [DELI-E001]
                dev.yml:2:9: note: 'pay.kind' is set here
                App.swift:3:13: note: 'PaymentService' is available with qualifier 'stripe' ('StripeService')
                App.swift:4:13: note: 'Checkout' is declared here
                """,
                """
                App.swift:4:49: error: property 'pay.kind' is not defined in profile 'prod' [DELI-E005]
                common.yml:1:1: note: profile 'prod' reads this file, which lacks 'pay.kind'
                prod.yml:1:1: note: profile 'prod' reads this file, which lacks 'pay.kind'
                """,
            ])
    }

    @Test func misspeltPropertyPathIsSuggestedAndTheFilesLackingItAreNoted() {
        let messages = run(
            """
            import Deli
            final class Screen: Inject { let name = InjectProperty("app.nmae") }
            """)
        #expect(
            messages == [
                """
                App.swift:2:56: error: property 'app.nmae' is not defined in profile 'dev'; did you mean \
                'app.name'? [DELI-E005]
                dev.yml:2:3: note: 'app' is defined here, without 'app.nmae'
                """,
                """
                App.swift:2:56: error: property 'app.nmae' is not defined in profile 'prod' [DELI-E005]
                common.yml:1:1: note: profile 'prod' reads this file, which lacks 'app.nmae'
                prod.yml:1:1: note: profile 'prod' reads this file, which lacks 'app.nmae'
                """,
            ])
    }
}
