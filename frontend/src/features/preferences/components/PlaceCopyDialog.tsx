import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { FormDialog } from '../../../components/FormDialog';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { usersApi } from '../../users/api/users-api';
import { zonesApi } from '../api/preferences-api';
import type { Zone } from '../api/types';
import { PREFERENCES_NS } from '../i18n';

interface Option {
  userId: number;
  name: string;
}

interface Props {
  zone: Zone;
  onClose(): void;
}

// ROOT copies a place to other users of the selected organisation (the users screen's list, archived ones left
// out); each gets its own copy (spec 03 §6, §7 POST /zone/batch).
export function PlaceCopyDialog({ zone, onClose }: Props) {
  const { t } = useTranslation(PREFERENCES_NS);
  const organizationId = useSessionStore((s) => s.selectedOrganizationId);
  const users = useApiQuery(`zone-copy-users.${organizationId}`, () => usersApi.listSimple());
  const options = useMemo<Option[]>(
    () =>
      (users.data ?? [])
        .filter((u) => !u.isArchived && u.userId !== zone.userId)
        .map((u) => ({ userId: u.userId, name: u.displayName }))
        .sort((a, b) => a.name.localeCompare(b.name, 'sv')),
    [users.data, zone.userId],
  );
  const [chosen, setChosen] = useState<Option[]>([]);
  const copy = useMutation((ids: number[]) => zonesApi.copy(zone.zoneId, ids), {
    onSuccess: (result) => {
      notifySuccess(t('places.copiedOk', { count: result.copied }));
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('places.copyTitle', { name: zone.zoneName })}
      onSubmit={() => void copy.run(chosen.map((o) => o.userId))}
      onClose={onClose}
      busy={copy.busy}
      submitDisabled={chosen.length === 0}
      submitLabel={t('places.copySubmit')}
      submitTestId="place-copy-submit"
      testId="place-copy-dialog"
    >
      <Autocomplete
        multiple
        options={options}
        value={chosen}
        loading={users.loading}
        onChange={(_, next) => setChosen(next)}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.userId === b.userId}
        noOptionsText={t('places.copyNoUsers')}
        disableCloseOnSelect
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('places.copyUsers')}
            slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'place-copy-users' } }}
          />
        )}
      />
    </FormDialog>
  );
}
