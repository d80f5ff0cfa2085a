import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { SelectField } from '../../../components/fields';
import { FormDialog } from '../../../components/FormDialog';
import { useMutation } from '../../../lib/useMutation';
import { adminTripsApi } from '../api/admin-trips-api';
import type { MoveTripsRequest, MoveTripsResponse } from '../api/admin-types';
import { useOrganizationChoices } from '../hooks/useOrganizationChoices';
import { emptyMoveTarget, moveTripsRequest, type MoveInterval } from '../lib/move-target';
import { JOURNAL_NS } from '../i18n';
import { MoveTargetFields } from './MoveTargetFields';

export interface MoveTripsSource {
  organizationId: number;
  /** null: chosen in the dialog. */
  vehicleId: number | null;
  /** The source vehicle cannot be changed (opened from that vehicle). */
  fixed?: boolean;
}

interface Props {
  source: MoveTripsSource;
  onClose(): void;
  onMoved(result: MoveTripsResponse): void;
}

// Move trips (spec 02 §2.4, §5): the source vehicle's trips that end within the interval move to another vehicle
// (and driver), all or none; the superadmin is warned to check the target first.
export function MoveTripsDialog({ source, onClose, onMoved }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const organizations = useSessionStore((s) => s.organizations);
  const [interval, setRange] = useState<MoveInterval>({ from: '', to: '' });
  const [sourceVehicleId, setSourceVehicleId] = useState<number | null>(source.vehicleId);
  const [target, setTarget] = useState(emptyMoveTarget);
  const sources = useOrganizationChoices(source.organizationId, '');
  const choices = useOrganizationChoices(target.organizationId, t('root.moveTrip.noDriver'));
  const request = moveTripsRequest(
    interval,
    target,
    sourceVehicleId === null ? null : { organizationId: source.organizationId, vehicleId: sourceVehicleId },
  );
  const move = useMutation(
    (body: MoveTripsRequest) => adminTripsApi.moveMany(body, { organizationId: source.organizationId }),
    {
      onSuccess: (result) => {
        const reg = choices.vehicles.find((v) => v.id === target.vehicleId)?.registry ?? '';
        notifySuccess(t('root.movedMany', { count: result.moved.length, reg }));
        onMoved(result);
      },
    },
  );
  const time = (key: keyof MoveInterval) => (
    <TextField
      type="datetime-local"
      label={t(`root.moveMany.${key}`)}
      value={interval[key]}
      onChange={(e) => setRange({ ...interval, [key]: e.target.value })}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `move-trips-${key}` } }}
    />
  );
  return (
    <FormDialog
      title={t('root.moveMany.title')}
      testId="move-trips-dialog"
      maxWidth="sm"
      busy={move.busy}
      error={move.error}
      errorTestId="move-trips-error"
      submitDisabled={request === null}
      submitLabel={t('root.moveTrip.ok')}
      submitTestId="move-trips-ok"
      onSubmit={() => request && void move.run(request)}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {time('from')}
        {time('to')}
      </Stack>
      <SelectField
        label={t('root.moveMany.source')}
        value={sourceVehicleId ?? ''}
        options={sources.vehicles.map((v) => ({ value: v.id, label: v.label }))}
        onChange={setSourceVehicleId}
        disabled={source.fixed || sources.loading}
        testId="move-trips-source"
        fullWidth
      />
      <Typography variant="subtitle2">{t('root.moveMany.target')}</Typography>
      <MoveTargetFields organizations={organizations} value={target} onChange={setTarget} choices={choices} />
      <Alert severity="info">{t('root.moveMany.onlyEnding')}</Alert>
      <Alert severity="warning" data-testid="move-trips-warning">
        {t('root.moveMany.warning')}
      </Alert>
    </FormDialog>
  );
}
