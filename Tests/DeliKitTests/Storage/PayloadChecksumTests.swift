import Foundation
import Synchronization
import Testing

@testable import DeliKit

/// Every change to a cache or record file after its header is caught by the checksum, so damaged
/// state is never trusted.
@Suite struct PayloadChecksumTests {
    @Test func aPayloadReadsBackAndAnyChangeIsCaught() throws {
        let payload = Array("a payload of some length".utf8)
        let sealed = PayloadChecksum.appended(to: payload)
        #expect(sealed.count == payload.count + PayloadChecksum.byteCount)
        #expect(try PayloadChecksum.payload(of: sealed) == payload)
        for index in sealed.indices {
            var damaged = sealed
            damaged[index] ^= 0x01
            #expect(throws: BinaryFormatError.checksumMismatch) { try PayloadChecksum.payload(of: damaged) }
        }
        #expect(throws: BinaryFormatError.checksumMismatch) {
            try PayloadChecksum.payload(of: Array(sealed.dropLast()))
        }
        #expect(throws: BinaryFormatError.checksumMismatch) { try PayloadChecksum.payload(of: sealed + [0]) }
        #expect(throws: BinaryFormatError.checksumMismatch) { try PayloadChecksum.payload(of: []) }
    }

    /// Every bit of a payload that fills the four lanes and leaves a tail counts, and payloads of
    /// zeros that differ only in length (the tail is zero-padded) differ in their checksum.
    @Test func everyBitOfEveryLaneAndTheLengthCount() throws {
        let payload = (0..<77).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let sealed = PayloadChecksum.appended(to: payload)
        for index in payload.indices {
            for bit in 0..<8 {
                var damaged = sealed
                damaged[index] ^= 1 << bit
                #expect(throws: BinaryFormatError.checksumMismatch) { try PayloadChecksum.payload(of: damaged) }
            }
        }
        let sums = (0...64).map { Array(PayloadChecksum.appended(to: Array(repeating: 0, count: $0)).suffix(16)) }
        #expect(Set(sums).count == sums.count)
    }

    /// One flipped bit anywhere after the header (a letter of a stored name, a count, a flag) makes
    /// the scan cache unreadable, where before it often decoded into a different, wrong cache.
    @Test func everyBitFlipAfterTheScanCacheHeaderIsRejected() {
        let bytes = ScanCacheFixture.cache.binaryEncoded()
        for index in 9..<bytes.count {
            var damaged = bytes
            damaged[index] ^= 0x20
            #expect(throws: BinaryFormatError.checksumMismatch) { try ScanCache(binaryEncoded: damaged) }
        }
    }

    static let record = BuildRecord(
        inputsKey: ContentHash(of: "inputs"), sourcesKey: BuildRecord.sourcesKey(["A.swift"]), trustedBefore: 5,
        files: [RecordedFile(stamp: nil, hash: ContentHash(of: "a"))], diagnostics: [], componentCount: 1,
        factorySource: "register(A.self)", resolvedSource: nil)

    @Test func aChangedByteInABuildRecordIsRejected() throws {
        let record = Self.record
        var bytes = record.bytes
        bytes[bytes.count / 2] ^= 0x20
        #expect(throws: BinaryFormatError.checksumMismatch) { try BuildRecord(bytes: bytes) }
        #expect(try BuildRecord(bytes: record.bytes) == record)
    }

    @Test func theDiskStoresReportADamagedFileAndNotAnOutdatedOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("deli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let reports = Mutex<[String]>([])
        let report: @Sendable (String, BinaryFormatError) -> Void = { path, reason in
            reports.withLock { $0.append("\(path) \(reason)") }
        }
        let cache = DiskScanCache(directory: directory, onDiscard: report)
        cache.save(ScanCacheFixture.cache, target: "App")
        cache.save(ScanCache(toolVersion: "0", formatVersion: 1, files: [:]), target: "Old")
        var bytes = ScanCacheFixture.cache.binaryEncoded()
        bytes[bytes.count / 2] ^= 0x04
        try FileWriter.replace(cache.path(for: "App"), with: bytes)
        #expect(cache.load(target: "App") == nil)
        #expect(cache.load(target: "Old") == nil)
        let records = DiskBuildRecordStore(directory: directory, toolIdentity: "me", onDiscard: report)
        var record = Self.record.bytes
        record[record.count - 20] ^= 0x01
        try FileWriter.replace(records.path(for: "App"), with: Array("\u{2}me".utf8) + record)
        #expect(records.load(target: "App") == nil)
        try FileWriter.replace(records.path(for: "Foreign"), with: Array("\u{2}me".utf8) + [1, 2, 3])
        #expect(records.load(target: "Foreign") == nil)
        #expect(
            reports.withLock { $0 } == [
                "\(directory)/scan-App.bin checksumMismatch", "\(directory)/record-App.bin checksumMismatch",
            ])
    }
}
