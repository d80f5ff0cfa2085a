// Test helper: a battery colour function is checked on both sides of each of its steps (yellow, blue, green from).
import { expect } from 'vitest';

import type { StatusColor } from './display-rules';

export function expectBatterySteps(color: (percent: number) => StatusColor, steps: [number, number, number]): void {
  const [yellow, blue, green] = steps;
  expect(color(yellow - 1)).toBe('red');
  expect(color(yellow)).toBe('yellow');
  expect(color(blue - 1)).toBe('yellow');
  expect(color(blue)).toBe('blue');
  expect(color(green - 1)).toBe('blue');
  expect(color(green)).toBe('green');
}
