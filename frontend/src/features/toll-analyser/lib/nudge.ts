import type { StationOverrideBody, TollStation } from '../api/toll-analyser-api';

// Spec 03 §9: a nudge moves a station 0.1 m in SWEREF 99 TM or turns it 1°; shift multiplies the step by 5, ctrl by
// 25 (both: 125).

export const NUDGE_METRES = 0.1;
export const NUDGE_DEGREES = 1;

export type NudgeDirection = 'west' | 'east' | 'north' | 'south' | 'clockwise' | 'anticlockwise';

export interface NudgeModifiers {
  shiftKey?: boolean;
  ctrlKey?: boolean;
}

export function nudgeMultiplier({ shiftKey = false, ctrlKey = false }: NudgeModifiers): number {
  return (shiftKey ? 5 : 1) * (ctrlKey ? 25 : 1);
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The override a nudge sends: one field, from the station as it stands now. */
export function nudgeBody(
  station: Pick<TollStation, 'sweref99tm_e' | 'sweref99tm_n' | 'nudge_angle'>,
  direction: NudgeDirection,
  modifiers: NudgeModifiers = {},
): StationOverrideBody {
  const times = nudgeMultiplier(modifiers);
  const metres = NUDGE_METRES * times;
  switch (direction) {
    case 'west':
      return { sweref99tm_e: round(station.sweref99tm_e - metres, 3) };
    case 'east':
      return { sweref99tm_e: round(station.sweref99tm_e + metres, 3) };
    case 'north':
      return { sweref99tm_n: round(station.sweref99tm_n + metres, 3) };
    case 'south':
      return { sweref99tm_n: round(station.sweref99tm_n - metres, 3) };
    case 'clockwise':
    case 'anticlockwise': {
      const turn = NUDGE_DEGREES * times * (direction === 'clockwise' ? 1 : -1);
      // Kept within 0..360: the service refuses angles beyond a full turn either way.
      const angle = ((((station.nudge_angle ?? 0) + turn) % 360) + 360) % 360;
      return { nudge_angle: round(angle, 3) };
    }
  }
}

const PAY_STATION_COLOURS = ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#00897b', '#6d4c41'];

/** Spec 03 §9: a pay station's colour derives from its number divided by 26 (26 stations share a colour). */
export function payStationColour(number: number): string {
  return PAY_STATION_COLOURS[Math.floor(Math.max(0, number) / 26) % PAY_STATION_COLOURS.length];
}

/** Spec 03 §9: with debug on, the list hides stations whose cp_id number is below 100000. */
export function listedStations<S extends Pick<TollStation, 'cpNumber'>>(stations: readonly S[], debug: boolean): S[] {
  if (!debug) return [...stations];
  return stations.filter((station) => {
    const number = Number.parseInt(station.cpNumber, 10);
    return Number.isFinite(number) && number >= 100_000;
  });
}
