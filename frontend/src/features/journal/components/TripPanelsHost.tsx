import { useTranslation } from 'react-i18next';

import { formatDate } from '../../../lib/dates';
import type { JournalEntry } from '../api/types';
import type { TripPanels } from '../hooks/useTripPanels';
import { tripTimes, vehicleLabel } from '../lib/trip-display';
import { JOURNAL_NS } from '../i18n';
import { RoutePanel } from './RoutePanel';
import { SpeedLogPanel } from './SpeedLogPanel';
import { TripSidePanel } from './TripSidePanel';

// The open trip panel, if any. The trip is read from the page's current list, so a change made meanwhile (a trip
// marked corrected) reaches the panel.
export function TripPanelsHost({
  panels,
  entries,
  onChange,
}: {
  panels: TripPanels;
  entries: readonly JournalEntry[];
  /** A trip changed in a panel (its tolls edited): replaces it in the page's list. */
  onChange?: (entry: JournalEntry) => void;
}) {
  const { t } = useTranslation(JOURNAL_NS);
  if (!panels.open) return null;
  const { kind } = panels.open;
  const entry = entries.find((e) => e.journal_id === panels.open?.entry.journal_id) ?? panels.open.entry;
  const times = tripTimes(entry);
  const subtitle = `${vehicleLabel(entry.vehicle)} · ${formatDate(entry.trip.timestamp_start_ms)} ${times.start}–${times.stop}`;
  return (
    <TripSidePanel
      key={`${kind}:${entry.journal_id}`}
      testId={kind === 'speed' ? 'speed-log-panel' : 'route-panel'}
      title={kind === 'speed' ? t('panels.speedTitle') : t('panels.routeTitle')}
      subtitle={subtitle}
      onClose={panels.close}
    >
      {kind === 'speed' ? (
        <SpeedLogPanel entry={entry} scope={panels.scope} />
      ) : (
        <RoutePanel entry={entry} scope={panels.scope} onChange={onChange} />
      )}
    </TripSidePanel>
  );
}
