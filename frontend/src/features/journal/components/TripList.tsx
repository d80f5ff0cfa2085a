import { Box, Paper } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { JournalEntry } from '../api/types';
import { dayTotals, groupByDay } from '../lib/day-groups';
import { grownCount, isNearBottom, JOURNAL_PAGE_SIZE, visibleSlice } from '../lib/windowing';
import type { TripActions } from '../hooks/useTripActions';
import { useIsMobile } from '../../../lib/useIsMobile';
import { DayTotalsContext } from './day-totals';
import { TripCards } from './TripCards';
import { TripTable } from './TripTable';

interface Props {
  entries: JournalEntry[];
  actions: TripActions;
}

// The trips in their own scrolling box: the first 50, then 50 more whenever the box is scrolled within 100 px of
// its bottom (spec 02 §9). A new search remounts the list (keyed by the page), which starts again at 50.
export function TripList({ entries, actions }: Props) {
  const mobile = useIsMobile();
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(JOURNAL_PAGE_SIZE);
  const groups = useMemo(() => groupByDay(visibleSlice(entries, shown)), [entries, shown]);
  const totals = useMemo(() => dayTotals(entries), [entries]);

  const growIfNearBottom = useCallback(() => {
    const el = box.current;
    if (el && isNearBottom(el)) setShown((current) => grownCount(current, entries.length));
  }, [entries.length]);

  // A tall screen may show the whole first window without a scroll bar: keep filling it.
  useEffect(() => {
    growIfNearBottom();
  }, [shown, growIfNearBottom]);

  return (
    <DayTotalsContext.Provider value={totals}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          ref={box}
          onScroll={growIfNearBottom}
          data-testid="journal-scroll"
          data-shown={Math.min(shown, entries.length)}
          sx={{
            overflow: 'auto',
            maxHeight: mobile ? 'calc(100vh - 140px)' : 'calc(100vh - 300px)',
          }}
        >
          {mobile ? <TripCards groups={groups} actions={actions} /> : <TripTable groups={groups} actions={actions} />}
        </Box>
      </Paper>
    </DayTotalsContext.Provider>
  );
}
