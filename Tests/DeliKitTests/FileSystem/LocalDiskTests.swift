import Foundation
import Testing

@testable import DeliKit

/// Only a disk of this machine is trusted to report every change as an event.
@Suite struct LocalDiskTests {
    @Test func aKernelFileSystemOrAMissingFolderIsNotTrusted() {
        #expect(!LocalDisk.holds("/proc"))
        #expect(!LocalDisk.holds("/sys"))
        #expect(!LocalDisk.holds("/no/such/folder/\(UUID().uuidString)"))
    }
}
