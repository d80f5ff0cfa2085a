import { ConsumerGapDetector, OFFSET_RESET_LOG_MESSAGE, recordsSkipped } from './consumer-gaps';
import type { MessagingLogger } from './messaging-logger';

interface Line {
  level: string;
  fields: object;
  message?: string;
}

function detectorWith(committed: Map<number, bigint>, clock: { now: number }) {
  const lines: Line[] = [];
  const at = (level: string) => (fields: object, message?: string) => void lines.push({ level, fields, message });
  const logger: MessagingLogger = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
  const detector = new ConsumerGapDetector(
    logger,
    async () => committed,
    60_000,
    () => clock.now,
  );
  return { detector, lines };
}

const reset = (partition: number) => ({ groupId: 'g', topic: 't', partition, memberId: 'm' });

describe(ConsumerGapDetector.name, () => {
  it('counts the records between the held position and the resumed one', () => {
    expect(recordsSkipped(10n, 210n)).toBe(200);
    expect(recordsSkipped(10n, 10n)).toBe(0);
    expect(recordsSkipped(10n, 4n)).toBe(0);
  });

  it('reports a reset below the log start, measured from the committed offset read before running', async () => {
    const clock = { now: 1_000 };
    const { detector, lines } = detectorWith(new Map([[0, 10n]]), clock);
    await detector.readCommitted('g', 't');
    detector.onKafkaLog(OFFSET_RESET_LOG_MESSAGE, reset(0));
    detector.beforeHandling('g', 't', 0, '210');
    expect(detector.allGaps()).toEqual([
      {
        groupId: 'g',
        topic: 't',
        partition: 0,
        expectedOffset: '10',
        resumedOffset: '210',
        lostRecords: 200,
        detectedAtMs: 1_000,
      },
    ]);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'consumer gap: t[0] group g lost 200 records (offsets 10..210) deleted by the broker before it read them',
    ]);
    // Reported once: the next batch of the partition is ordinary.
    detector.beforeHandling('g', 't', 0, '260');
    expect(detector.allGaps()).toHaveLength(1);
  });

  it('measures a gap while running from the last handled offset, not the older commit', async () => {
    const { detector } = detectorWith(new Map([[1, 5n]]), { now: 0 });
    await detector.readCommitted('g', 't');
    detector.handled('g', 't', 1, '99');
    detector.onKafkaLog(OFFSET_RESET_LOG_MESSAGE, reset(1));
    detector.beforeHandling('g', 't', 1, '150');
    expect(detector.allGaps().map((gap) => [gap.expectedOffset, gap.lostRecords])).toEqual([['100', 50]]);
  });

  it('warns without a gap when the reset resumed where the consumer was', async () => {
    const { detector, lines } = detectorWith(new Map([[0, 10n]]), { now: 0 });
    await detector.readCommitted('g', 't');
    detector.onKafkaLog(OFFSET_RESET_LOG_MESSAGE, reset(0));
    detector.beforeHandling('g', 't', 0, '10');
    expect(detector.allGaps()).toEqual([]);
    expect(lines.map((line) => line.message)).toEqual(['consumer offset reset without a gap']);
  });

  it('ignores other kafkajs log lines and other partitions', async () => {
    const { detector } = detectorWith(new Map([[0, 10n]]), { now: 0 });
    await detector.readCommitted('g', 't');
    detector.onKafkaLog('Response Fetch(key: 1, version: 11)', reset(0));
    detector.onKafkaLog(OFFSET_RESET_LOG_MESSAGE, reset(3));
    detector.beforeHandling('g', 't', 0, '500');
    expect(detector.allGaps()).toEqual([]);
  });

  it('holds readiness down for the hold period after a gap, naming it', async () => {
    const clock = { now: 0 };
    const { detector } = detectorWith(new Map([[0, 10n]]), clock);
    await detector.readCommitted('g', 't');
    expect(() => detector.assertNoRecentGaps()).not.toThrow();
    detector.onKafkaLog(OFFSET_RESET_LOG_MESSAGE, reset(0));
    detector.beforeHandling('g', 't', 0, '20');
    expect(() => detector.assertNoRecentGaps()).toThrow('consumer gap: t[0] g: 10 records lost');
    clock.now = 60_001;
    expect(() => detector.assertNoRecentGaps()).not.toThrow();
    expect(detector.allGaps()).toHaveLength(1);
  });
});
