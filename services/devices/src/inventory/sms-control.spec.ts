import { smsControlFlag } from './sms-control';

// Builder: `smsAcks` entries with smsAck, the first `acks` of them also acknowledged, plus `others` with neither.
function history(smsAcks: number, acks: number, others = 0) {
  return [
    ...Array.from({ length: smsAcks }, (_, index) => ({ smsAck: true, ack: index < acks })),
    ...Array.from({ length: others }, () => ({ smsAck: false, ack: false })),
  ];
}

describe(smsControlFlag.name, () => {
  it('is true at 4 smsAck and 2 ack', () => {
    expect(smsControlFlag(history(4, 2), false)).toBe(true);
    expect(smsControlFlag(history(6, 5, 3), false)).toBe(true);
  });
  it('is false below either threshold', () => {
    expect(smsControlFlag(history(3, 3, 5), false)).toBe(false);
    expect(smsControlFlag(history(4, 1), false)).toBe(false);
    expect(smsControlFlag([], false)).toBe(false);
  });
  it('counts ack without smsAck towards the ack threshold', () => {
    expect(smsControlFlag([...history(4, 0), { smsAck: false, ack: true }, { smsAck: false, ack: true }], false)).toBe(
      true,
    );
  });
  it('is false when the history check failed', () => {
    expect(smsControlFlag(history(10, 10), true)).toBe(false);
  });
});
