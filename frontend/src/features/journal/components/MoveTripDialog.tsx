import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { FormDialog } from '../../../components/FormDialog';
import { formatDateTime } from '../../../lib/dates';
import { useMutation } from '../../../lib/useMutation';
import { adminTripsApi } from '../api/admin-trips-api';
import type { MoveTripRequest } from '../api/admin-types';
import type { Scope } from '../api/journal-api';
import type { JournalEntry } from '../api/types';
import { useOrganizationChoices } from '../hooks/useOrganizationChoices';
import { emptyMoveTarget, moveTripRequest } from '../lib/move-target';
import { vehicleLabel } from '../lib/trip-display';
import { JOURNAL_NS } from '../i18n';
import { MoveTargetFields } from './MoveTargetFields';

interface Props {
  entry: JournalEntry;
  scope: Scope | undefined;
  onClose(): void;
  onMoved(entry: JournalEntry): void;
}

// Move trip (spec 02 §2.4, §5): one trip to another vehicle, optionally another driver.
export function MoveTripDialog({ entry, scope, onClose, onMoved }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const organizations = useSessionStore((s) => s.organizations);
  const [target, setTarget] = useState(emptyMoveTarget);
  const choices = useOrganizationChoices(target.organizationId, t('root.moveTrip.noDriver'));
  const request = moveTripRequest(target, { organizationId: entry.organizationId, vehicleId: entry.vehicle.vehicleId });
  const move = useMutation((body: MoveTripRequest) => adminTripsApi.moveOne(entry.journal_id, body, scope), {
    onSuccess: (moved) => {
      const reg = choices.vehicles.find((v) => v.id === target.vehicleId)?.registry ?? vehicleLabel(moved.vehicle);
      notifySuccess(t('root.moved', { reg }));
      onMoved(entry);
    },
  });
  return (
    <FormDialog
      title={t('root.moveTrip.title')}
      testId="move-trip-dialog"
      maxWidth="xs"
      busy={move.busy}
      error={move.error}
      submitDisabled={request === null}
      submitLabel={t('root.moveTrip.ok')}
      submitTestId="move-trip-ok"
      onSubmit={() => request && void move.run(request)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('root.moveTrip.current', {
          time: formatDateTime(entry.trip.timestamp_start_ms),
          vehicle: vehicleLabel(entry.vehicle),
        })}
      </Typography>
      <MoveTargetFields organizations={organizations} value={target} onChange={setTarget} choices={choices} />
    </FormDialog>
  );
}
