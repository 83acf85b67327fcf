//
//  DeliFactory.swift
//  Auto generated code.
//

import Deli

final class DeliFactory: ModuleFactory {
    override func load(context: AppContextType) {
        loadProperty([
            "server": [
                "url": "https://dev.example.com/api",
                "isDebug": true,
            ]
        ])

        register(
            ConsoleLogger.self,
            resolver: {
                return ConsoleLogger()
            },
            qualifier: "",
            scope: .singleton
        ).link(Logger.self)
    }
}
