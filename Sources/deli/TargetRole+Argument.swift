import ArgumentParser
import DeliKit

extension TargetRole: ExpressibleByArgument {}
