import { Box, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../lib/dates';
import type { JournalEntry } from '../api/types';
import { useRootTripTools, type RootTripTools } from '../hooks/useRootTripTools';
import {
  fromDateTimeInput,
  isShortDistance,
  kmToMetres,
  metresToKmInput,
  toDateTimeInput,
} from '../lib/trip-edit-values';
import { JOURNAL_NS } from '../i18n';
import { CommitField } from './CommitField';

interface PendingDistance {
  metres: number;
  answer(taken: boolean): void;
}

// The superadmin mode of one trip (spec 02 §4, §5): start and stop times, the distance in km (under 200 m asks
// first) and the addresses, saved as overrides ('' clears one). Each field is sent when left.
export function SuperadminTripEditor({ entry, tools }: { entry: JournalEntry; tools: RootTripTools }) {
  const { t, i18n } = useTranslation(JOURNAL_NS);
  const [pending, setPending] = useState<PendingDistance | null>(null);
  const id = entry.journal_id;
  const { trip } = entry;
  const busy = tools.busy.has(id);
  const save = (body: Parameters<RootTripTools['override']>[1]) => tools.override(entry, body);
  const checkTime = (value: string) => (fromDateTimeInput(value) === null ? t('root.edit.badTime') : null);

  const saveDistance = (value: string): Promise<boolean> => {
    const metres = kmToMetres(value) as number;
    if (!isShortDistance(metres)) return save({ odometer_max: metres });
    return new Promise((resolve) => setPending({ metres, answer: resolve }));
  };
  const answer = (confirmed: boolean) => {
    const current = pending;
    setPending(null);
    if (!current) return;
    if (confirmed) void save({ odometer_max: current.metres }).then(current.answer);
    else current.answer(false);
  };

  // The fields hold the overrides; the address shown otherwise is the placeholder.
  const startAddress = entry.override_start ?? '';
  const stopAddress = entry.override_stop ?? '';
  return (
    <Box data-testid={`trip-superadmin-${id}`} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography variant="subtitle2" color="primary">
          {t('root.edit.title')}
        </Typography>
        {entry.overrideTsMs > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid={`trip-overridden-${id}`}>
            {t('root.edit.overridden', { time: formatDateTime(entry.overrideTsMs) })}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <CommitField
          key={`start.${trip.timestamp_start_ms}`}
          type="datetime-local"
          label={t('root.edit.start')}
          initial={toDateTimeInput(trip.timestamp_start_ms)}
          testId={`trip-edit-start-${id}`}
          disabled={busy}
          width={250}
          check={checkTime}
          onCommit={(value) => save({ timestamp_start_ms: fromDateTimeInput(value) as number })}
        />
        <CommitField
          key={`stop.${trip.timestamp_stop_ms}`}
          type="datetime-local"
          label={t('root.edit.stop')}
          initial={toDateTimeInput(trip.timestamp_stop_ms)}
          testId={`trip-edit-stop-${id}`}
          disabled={busy}
          width={250}
          check={(value) => {
            const stop = fromDateTimeInput(value);
            if (stop === null) return t('root.edit.badTime');
            return stop < trip.timestamp_start_ms ? t('root.edit.stopBeforeStart') : null;
          }}
          onCommit={(value) => save({ timestamp_stop_ms: fromDateTimeInput(value) as number })}
        />
        <CommitField
          key={`distance.${trip.odometer_max}.${i18n.language}`}
          label={t('root.edit.distance')}
          initial={metresToKmInput(trip.odometer_max, i18n.language)}
          testId={`trip-edit-distance-${id}`}
          disabled={busy}
          width={120}
          check={(value) => (kmToMetres(value) === null ? t('root.edit.badDistance') : null)}
          onCommit={saveDistance}
        />
        <CommitField
          key={`startAddress.${startAddress}`}
          label={t('root.edit.startAddress')}
          initial={startAddress}
          placeholder={entry.geocode_start.format}
          testId={`trip-edit-start-address-${id}`}
          disabled={busy}
          width={260}
          onCommit={(value) => save({ override_start: value.trim() })}
        />
        <CommitField
          key={`stopAddress.${stopAddress}`}
          label={t('root.edit.stopAddress')}
          initial={stopAddress}
          placeholder={entry.geocode_stop.format}
          testId={`trip-edit-stop-address-${id}`}
          disabled={busy}
          width={260}
          onCommit={(value) => save({ override_stop: value.trim() })}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('root.edit.addressHint')}
      </Typography>
      <ConfirmDialog
        open={pending !== null}
        text={t('root.shortDistance')}
        confirmLabel={t('root.shortDistanceOk')}
        danger
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </Box>
  );
}

/** The editor as a table row under the trip's row, only while the trip is in the superadmin mode. */
export function SuperadminEditorRow({ entry, colSpan }: { entry: JournalEntry; colSpan: number }) {
  const tools = useRootTripTools();
  if (!tools?.editing.has(entry.journal_id)) return null;
  return (
    <TableRow data-testid={`trip-superadmin-row-${entry.journal_id}`}>
      <TableCell colSpan={colSpan} sx={{ bgcolor: 'action.hover' }}>
        <SuperadminTripEditor entry={entry} tools={tools} />
      </TableCell>
    </TableRow>
  );
}

/** The editor inside a trip's card. */
export function SuperadminEditorBox({ entry }: { entry: JournalEntry }) {
  const tools = useRootTripTools();
  if (!tools?.editing.has(entry.journal_id)) return null;
  return <SuperadminTripEditor entry={entry} tools={tools} />;
}
