import { createContext, useContext } from 'react';

import type { DayTotals } from '../lib/day-groups';

// The day headers show the whole day's totals while the list shows only its first trips.
export const DayTotalsContext = createContext<ReadonlyMap<string, DayTotals>>(new Map());

export const useDayTotals = (day: string): DayTotals | undefined => useContext(DayTotalsContext).get(day);
