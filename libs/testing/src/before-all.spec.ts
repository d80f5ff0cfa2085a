import { lateBound, useBeforeAll, useBeforeAllFields } from './before-all';

const closed: string[] = [];

describe(useBeforeAll.name, () => {
  const first = useBeforeAll(async () => ({ name: 'first', count: 1 }), {
    close: (value) => {
      closed.push(value.name);
    },
  });
  const second = useBeforeAll(() => ({ fromFirst: `${first.name}+1` }));
  let readTooEarly: unknown;
  try {
    void first.name;
  } catch (error) {
    readTooEarly = error;
  }

  it('fails naming the cause when read before its hook has run', () => {
    expect(readTooEarly).toEqual(new Error('a value of useBeforeAll was read before its beforeAll hook made it'));
  });

  it('reads the value made before the tests, by a hook that may use an earlier value', () => {
    expect(first.name).toBe('first');
    expect(second.fromFirst).toBe('first+1');
  });

  it('compares, spreads and lists like the value itself', () => {
    expect(first).toEqual({ name: 'first', count: 1 });
    expect({ ...first }).toEqual({ name: 'first', count: 1 });
    expect(Object.keys(first)).toEqual(['name', 'count']);
    expect('count' in first).toBe(true);
  });

  it('is not closed while the block runs', () => {
    expect(closed).toEqual([]);
  });
});

describe('after the block of a useBeforeAll', () => {
  it('has closed its value', () => {
    expect(closed).toEqual(['first']);
  });
});

describe(useBeforeAllFields.name, () => {
  const { server, client } = useBeforeAllFields(() => ({ server: { url: 'http://here' }, client: { calls: 0 } }));

  it('gives each destructured field as a stand-in of the made value', () => {
    expect(server.url).toBe('http://here');
    client.calls += 1;
    expect(client).toEqual({ calls: 1 });
  });
});

describe(lateBound.name, () => {
  it('calls methods on the value itself and writes through to it', () => {
    class Counter {
      count = 0;
      increment(): number {
        this.count += 1;
        return this.count;
      }
    }
    const counter = new Counter();
    const standIn = lateBound(() => counter);
    const { increment } = standIn;
    expect(increment()).toBe(1);
    standIn.count = 10;
    expect(counter.count).toBe(10);
    expect(standIn).toBeInstanceOf(Counter);
  });
});
