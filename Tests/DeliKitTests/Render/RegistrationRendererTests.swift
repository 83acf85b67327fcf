import Testing

@testable import DeliKit

@Suite struct RegistrationRendererTests {
    private func render(_ registration: RegistrationBlueprint) -> String {
        var writer = CodeWriter()
        RegistrationRenderer().render(registration, into: &writer)
        return writer.text
    }

    @Test func componentWithoutDependenciesFitsOnOneResolverLine() {
        let registration = RegistrationBlueprint(
            kind: .plain, typeName: "UserServiceImpl", construction: .initializer([]),
            links: ["UserService", "AnyService", "UserService"])
        #expect(
            render(registration) == """
                register(
                    UserServiceImpl.self,
                    resolver: { UserServiceImpl() },
                    qualifier: "",
                    scope: .singleton
                )
                .link(AnyService.self)
                .link(UserService.self)

                """)
    }

    @Test func autowiredKeepsLabelsAndResolvesArraysAndPropertyQualifiers() {
        let registration = RegistrationBlueprint(
            kind: .plain, typeName: "LibraryService", qualifier: "main", scope: .prototype,
            construction: .initializer([
                ArgumentBlueprint(label: "Novel", value: .dependency(type: "Book", qualifier: "Novel", isArray: true)),
                ArgumentBlueprint(
                    label: nil, value: .qualifiedByProperty(type: "Logger", path: "logger.storage", isArray: false)),
            ]))
        #expect(
            render(registration) == """
                register(
                    LibraryService.self,
                    resolver: {
                        LibraryService(
                            Novel: context.resolve([Book].self, qualifier: "Novel"),
                            context.resolve(Logger.self, qualifierBy: "logger.storage")
                        )
                    },
                    qualifier: "main",
                    scope: .prototype
                )

                """)
    }

    @Test func lazyFactoryPassesPayloadAndInjectsWithLabels() {
        let registration = RegistrationBlueprint(
            kind: .lazyFactory, typeName: "FriendInfoViewModel", scope: .singleton,
            construction: .initializer([ArgumentBlueprint(label: "payload", value: .payload)]),
            injectArguments: [
                ArgumentBlueprint(
                    label: "facebook", value: .dependency(type: "AccountService", qualifier: "facebook", isArray: false)
                )
            ])
        #expect(
            render(registration) == """
                registerLazyFactory(
                    FriendInfoViewModel.self,
                    resolver: { payload in
                        FriendInfoViewModel(
                            payload: payload
                        )
                    },
                    injector: { instance in
                        instance.inject(
                            facebook: context.resolve(AccountService.self, qualifier: "facebook")
                        )
                    },
                    qualifier: ""
                )

                """)
    }

    @Test func configurationMemberAndConfigPropertyFields() {
        let member = RegistrationBlueprint(
            kind: .plain, typeName: "NetworkManager",
            construction: .configurationMember(configurationType: "UserConfiguration", member: "networkManager"))
        #expect(
            render(member).contains(
                "resolver: { context.resolve(UserConfiguration.self, qualifier: \"\").networkManager() },"))
        let property = RegistrationBlueprint(
            kind: .plain, typeName: "ServerConfig", scope: .prototype,
            construction: .initializer([
                ArgumentBlueprint(
                    label: "url", value: .property(path: "server.url", type: "String", isOptional: false)),
                ArgumentBlueprint(label: "port", value: .property(path: "server.port", type: "Int", isOptional: true)),
            ]))
        let text = render(property)
        #expect(text.contains("url: context.resolveProperty(\"server.url\", type: String.self),\n"))
        #expect(text.contains("port: context.getProperty(\"server.port\", type: Int.self)\n"))
    }
}
