export interface UseBeforeAllOptions<T> {
  /** Runs in the block's afterAll when the value was made (stops a process, closes a client). */
  close?: (value: T) => unknown;
  /** The hooks' timeout (default 120 s: values are made and closed against real processes on a busy machine). */
  timeoutMs?: number;
}

/**
 * A value the tests of the calling describe block share, made in a beforeAll hook and closed in an afterAll hook.
 * What it returns stands in for the value where the block is written: every property read goes to the value once
 * the hook has made it, so later hooks and the tests use it like the value itself. Hooks run in the order they are
 * declared, so a value may be made from the ones declared before it.
 */
export function useBeforeAll<T extends object>(
  make: () => Promise<T> | T,
  { close, timeoutMs = 120_000 }: UseBeforeAllOptions<T> = {},
): T {
  let made: { value: T } | undefined;
  beforeAll(async () => {
    made = { value: await make() };
  }, timeoutMs);
  if (close)
    afterAll(async () => {
      if (made) await close(made.value);
    }, timeoutMs);
  return lateBound(() => {
    if (!made) throw new Error('a value of useBeforeAll was read before its beforeAll hook made it');
    return made.value;
  });
}

/**
 * `useBeforeAll` for a value whose fields the block destructures where it is written (`const { api, auth } = …`):
 * each field is a stand-in of its own. The fields read so must be objects.
 */
export function useBeforeAllFields<T extends object>(make: () => Promise<T> | T, options?: UseBeforeAllOptions<T>): T {
  const whole = useBeforeAll(make, options);
  return new Proxy({} as T, { get: (_, key) => lateBound(() => Reflect.get(whole, key) as object) });
}

/** An object whose every property read (and write) goes to the object `read` returns at that moment. */
export function lateBound<T extends object>(read: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = read();
      const property: unknown = Reflect.get(value, key, value);
      return typeof property === 'function' ? property.bind(value) : property;
    },
    set: (_, key, property) => Reflect.set(read(), key, property),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(read(), key);
      // The stand-in's own target is empty: a property may only be reported as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(read()),
  });
}
