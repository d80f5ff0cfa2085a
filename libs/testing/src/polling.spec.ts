import { eventually, eventuallyAccepted, eventuallyDefined } from './polling';

const fast = { timeoutMs: 200, intervalMs: 5 };

describe(eventually.name, () => {
  it('retries until the check passes', async () => {
    let calls = 0;
    const value = await eventually(async () => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
      return calls;
    }, fast);
    expect(value).toBe(3);
  });

  it('fails with the last error after the deadline', async () => {
    await expect(
      eventually(async () => {
        throw new Error('still wrong');
      }, fast),
    ).rejects.toThrow('still wrong');
  });
});

describe(eventuallyDefined.name, () => {
  it('returns the first value the probe gives', async () => {
    let calls = 0;
    await expect(eventuallyDefined(async () => (++calls === 2 ? 'ready' : undefined), 'ready', fast)).resolves.toBe(
      'ready',
    );
  });

  it('names what did not happen', async () => {
    await expect(eventuallyDefined(async () => undefined, 'the event', fast)).rejects.toThrow(
      'the event did not happen within 200 ms',
    );
  });
});

describe(eventuallyAccepted.name, () => {
  it('returns the first accepted value', async () => {
    let n = 0;
    await expect(
      eventuallyAccepted(
        async () => ++n,
        (value) => value >= 3,
        fast,
      ),
    ).resolves.toBe(3);
  });

  it('returns the last value read at the deadline, for the test to assert on', async () => {
    await expect(
      eventuallyAccepted(
        async () => 'old',
        (value) => value === 'new',
        fast,
      ),
    ).resolves.toBe('old');
  });
});
