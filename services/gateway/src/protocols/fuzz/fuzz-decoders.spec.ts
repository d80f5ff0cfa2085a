import { runFuzz } from './fuzz-decoders';

// The suite's share of the fuzzing: the same core as `npm run fuzz:decoders`, a few thousand inputs, fixed seeds.
describe(runFuzz.name, () => {
  it.each([1, 20261122])('survives 3,000 random and mutated packets (seed %d) with ProtocolErrors only', (seed) => {
    const stats = runFuzz({ iterations: 3000, seed });
    expect(stats.failures).toEqual([]);
    expect(stats.iterations).toBe(3000);
    // The run must exercise both outcomes, or it is not fuzzing the decoders at all.
    expect(stats.decoded).toBeGreaterThan(500);
    expect(stats.refused).toBeGreaterThan(500);
    expect(Object.keys(stats.refusals)).toEqual(
      expect.arrayContaining(['BAD_CRC', 'TRUNCATED', 'BAD_LENGTH', 'MALFORMED', 'FRAME_TOO_LARGE']),
    );
  });
});
