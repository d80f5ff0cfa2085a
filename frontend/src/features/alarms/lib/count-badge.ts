// The count badge of each alarm name's tab (spec 03 §2 "Alarm setting lists").

export type BadgeColour = 'error' | 'warning' | 'success';

export const BADGE_MAX = 999;

/** Red for none, yellow when some exist but none is active, green otherwise. */
export function badgeColour(total: number, active: number): BadgeColour {
  if (total === 0) return 'error';
  return active === 0 ? 'warning' : 'success';
}

/** Overflow shows 999. */
export const badgeLabel = (count: number): string => String(Math.min(count, BADGE_MAX));

export interface NameCount {
  total: number;
  active: number;
}

export function countsByName(settings: readonly { alarmName: string; active: boolean }[]): Map<string, NameCount> {
  const counts = new Map<string, NameCount>();
  for (const s of settings) {
    const c = counts.get(s.alarmName) ?? { total: 0, active: 0 };
    counts.set(s.alarmName, { total: c.total + 1, active: c.active + (s.active ? 1 : 0) });
  }
  return counts;
}
