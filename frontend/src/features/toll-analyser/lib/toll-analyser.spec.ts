// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import {
  DEFAULT_DISPLAY,
  DISPLAY_SETTING,
  DISPLAY_VERSION,
  loadDisplay,
  parseDisplay,
  saveDisplay,
} from './analyser-display';
import { listedStations, nudgeBody, nudgeMultiplier, payStationColour } from './nudge';

const station = { sweref99tm_e: 674_000.05, sweref99tm_n: 6_579_000.3, nudge_angle: null };

describe('the stored display state', () => {
  afterEach(() => localStorage.clear());

  it('drops a stored state with a version under 2 (and one without a version)', () => {
    const older = { version: 1, toggles: { coordinates: true, stations: false }, debug: true };
    expect(parseDisplay(older)).toBe(DEFAULT_DISPLAY);
    expect(parseDisplay({ toggles: { coordinates: true } })).toBe(DEFAULT_DISPLAY);
    expect(parseDisplay('nonsense')).toBe(DEFAULT_DISPLAY);
    localStorage.setItem(`fleetlog.view.${DISPLAY_SETTING}`, JSON.stringify(older));
    expect(loadDisplay()).toBe(DEFAULT_DISPLAY);
    expect(localStorage.getItem(`fleetlog.view.${DISPLAY_SETTING}`)).toBeNull();
  });

  it('keeps a version-2 state, filling in toggles it lacks', () => {
    const kept = parseDisplay({ version: 2, toggles: { coordinates: true, stations: false }, debug: true });
    expect(kept).toEqual({
      version: DISPLAY_VERSION,
      toggles: { ...DEFAULT_DISPLAY.toggles, coordinates: true, stations: false },
      debug: true,
    });
  });

  it('round-trips through localStorage with its version', () => {
    const display = { ...DEFAULT_DISPLAY, toggles: { ...DEFAULT_DISPLAY.toggles, smoothedPath: true } };
    saveDisplay(display);
    expect(JSON.parse(localStorage.getItem(`fleetlog.view.${DISPLAY_SETTING}`)!)).toMatchObject({ version: 2 });
    expect(loadDisplay()).toEqual(display);
  });
});

describe('nudges', () => {
  it('steps 0.1 m, ×5 with shift, ×25 with ctrl, ×125 with both', () => {
    expect([{}, { shiftKey: true }, { ctrlKey: true }, { shiftKey: true, ctrlKey: true }].map(nudgeMultiplier)).toEqual(
      [1, 5, 25, 125],
    );
    expect(nudgeBody(station, 'east')).toEqual({ sweref99tm_e: 674_000.15 });
    expect(nudgeBody(station, 'west', { shiftKey: true })).toEqual({ sweref99tm_e: 673_999.55 });
    expect(nudgeBody(station, 'north', { ctrlKey: true })).toEqual({ sweref99tm_n: 6_579_002.8 });
    expect(nudgeBody(station, 'south', { shiftKey: true, ctrlKey: true })).toEqual({ sweref99tm_n: 6_578_987.8 });
  });

  it('turns 1° (from north while the station has no angle), kept within 0..360', () => {
    expect(nudgeBody(station, 'clockwise')).toEqual({ nudge_angle: 1 });
    expect(nudgeBody(station, 'anticlockwise')).toEqual({ nudge_angle: 359 });
    expect(nudgeBody({ ...station, nudge_angle: 350 }, 'clockwise', { ctrlKey: true })).toEqual({ nudge_angle: 15 });
    expect(nudgeBody({ ...station, nudge_angle: 10 }, 'anticlockwise', { shiftKey: true })).toEqual({ nudge_angle: 5 });
  });

  it('colours pay stations by number / 26 and hides numbers below 100000 in debug', () => {
    expect(payStationColour(1)).toBe(payStationColour(25));
    expect(payStationColour(25)).not.toBe(payStationColour(26));
    expect(payStationColour(26)).toBe(payStationColour(51));
    const stations = [{ cpNumber: '292' }, { cpNumber: '100001' }, { cpNumber: '' }];
    expect(listedStations(stations, false)).toEqual(stations);
    expect(listedStations(stations, true)).toEqual([{ cpNumber: '100001' }]);
  });
});
