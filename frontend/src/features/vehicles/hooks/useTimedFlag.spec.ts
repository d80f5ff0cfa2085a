// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FORM_ERROR_MS } from '../lib/vehicle-form';
import { useTimedFlag } from './useTimedFlag';

describe('useTimedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the form error for 5 seconds', () => {
    expect(FORM_ERROR_MS).toBe(5000);
    const { result } = renderHook(() => useTimedFlag(FORM_ERROR_MS));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });

  it('restarts the time when shown again', () => {
    const { result } = renderHook(() => useTimedFlag(FORM_ERROR_MS));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(false);
  });
});
