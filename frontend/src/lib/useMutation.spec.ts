// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useMutation } from './useMutation';

describe('useMutation', () => {
  it('is busy while the call runs and hands the result to onSuccess', async () => {
    let resolve: (value: string) => void = () => undefined;
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useMutation((_id: number) => new Promise<string>((r) => (resolve = r)), { onSuccess }),
    );
    let pending: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      pending = result.current.run(7);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      resolve('saved');
      await pending;
    });
    expect(await pending).toBe('saved');
    expect(onSuccess).toHaveBeenCalledWith('saved', 7);
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeUndefined();
  });

  it('keeps the failure instead of throwing, and clears it on the next run', async () => {
    const failure = new Error('refused');
    const call = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('ok');
    const onError = vi.fn();
    const { result } = renderHook(() => useMutation(call, { onError }));
    await act(async () => {
      expect(await result.current.run()).toBeUndefined();
    });
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.busy).toBe(false);
    await act(async () => {
      expect(await result.current.run()).toBe('ok');
    });
    expect(result.current.error).toBeUndefined();
  });

  it('sends once when submitted twice before the first call ends', async () => {
    let resolve: () => void = () => undefined;
    const call = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { result } = renderHook(() => useMutation(call));
    await act(async () => {
      const first = result.current.run();
      const second = result.current.run();
      expect(await second).toBeUndefined();
      resolve();
      await first;
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
