import Testing

@testable import DeliKit

@Suite struct PollTimeoutTests {
    let now = ContinuousClock.now

    @Test func aDeadlineThatPassedWaitsNoMoreEvenByLessThanAMillisecond() {
        #expect(PollTimeout.milliseconds(until: now - .seconds(3), from: now) == 0)
        #expect(PollTimeout.milliseconds(until: now - .microseconds(300), from: now) == 0)
        #expect(PollTimeout.milliseconds(until: now, from: now) == 0)
    }

    @Test func aPartMillisecondLeftCountsAsAWholeOne() {
        #expect(PollTimeout.milliseconds(until: now + .microseconds(2_500), from: now) == 3)
        #expect(PollTimeout.milliseconds(until: now + .nanoseconds(1), from: now) == 1)
        #expect(PollTimeout.milliseconds(until: now + .milliseconds(2), from: now) == 2)
        #expect(PollTimeout.milliseconds(until: now + .seconds(5), from: now) == 5_000)
    }

    @Test func aDeadlineBeyondWhatPollTakesIsTheLongestWait() {
        #expect(PollTimeout.milliseconds(until: now + .seconds(3_000_000), from: now) == Int32.max)
    }
}
