// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AUTOSAVE_DELAY_MS, useAutosave } from './useAutosave';

describe(useAutosave.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the latest text one second after typing stops and says it saved', async () => {
    expect(AUTOSAVE_DELAY_MS).toBe(1000);
    const save = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutosave('', save));
    act(() => result.current.change('Ange'));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.change('Ange kund'));
    act(() => vi.advanceTimersByTime(999));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.state).toBe('pending');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Ange kund');
    expect(result.current).toMatchObject({ value: 'Ange kund', state: 'saved' });
  });

  it('shows a failed save on the field', async () => {
    const save = vi.fn().mockRejectedValue(new Error('403'));
    const { result } = renderHook(() => useAutosave('old', save));
    act(() => result.current.change('new'));
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current).toMatchObject({ value: 'new', state: 'error' });
  });

  it('sends a waiting change at once when the field goes away', () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { result, unmount } = renderHook(() => useAutosave('', save));
    act(() => result.current.change('kvar'));
    unmount();
    expect(save).toHaveBeenCalledWith('kvar');
  });
});
