import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { JOURNAL_NS } from '../i18n';
import { MoveTripsDialog } from './MoveTripsDialog';
import { NewTripDialog } from './NewTripDialog';

interface Props {
  organizationId: number | null;
  /** The filter's vehicle when exactly one is chosen: the trips to move are likely its. */
  vehicleId: number | null;
  /** After a trip was created or trips moved: the page searches again. */
  onChanged(): void;
}

// The superadmin's buttons of the trips page (spec 02 §2.1): create new trip, and move the trips of an interval.
export function RootJournalButtons({ organizationId, vehicleId, onChanged }: Props) {
  const { t } = useTranslation(JOURNAL_NS);
  const [open, setOpen] = useState<'create' | 'move' | null>(null);
  const done = () => {
    setOpen(null);
    onChanged();
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        startIcon={<DriveFileMoveOutlined />}
        disabled={organizationId === null}
        onClick={() => setOpen('move')}
        data-testid="journal-move-trips"
      >
        {t('root.moveTrips')}
      </Button>
      <Button
        variant="contained"
        startIcon={<AddCircleOutline />}
        disabled={organizationId === null}
        onClick={() => setOpen('create')}
        data-testid="journal-create-trip"
      >
        {t('root.createTrip')}
      </Button>
      {open === 'create' && organizationId !== null && (
        <NewTripDialog organizationId={organizationId} onClose={() => setOpen(null)} onCreated={done} />
      )}
      {open === 'move' && organizationId !== null && (
        <MoveTripsDialog source={{ organizationId, vehicleId }} onClose={() => setOpen(null)} onMoved={done} />
      )}
    </Stack>
  );
}
