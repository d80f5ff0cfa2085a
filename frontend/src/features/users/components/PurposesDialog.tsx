import { Autocomplete, Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { INPUT_LIMITS } from '../../../lib/input-limits';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { usersApi } from '../api/users-api';
import type { UserRow } from '../hooks/useUsers';

interface Props {
  users: UserRow[];
  onClose(): void;
  onSaved(): Promise<void>;
}

// Administrators may edit another user's travel purposes through a user selector (spec 01 §2.9, §6).
export function PurposesDialog({ users, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [user, setUser] = useState<UserRow | null>(null);
  const [purposes, setPurposes] = useState<string[]>([]);
  const [draft, setDraft] = useState('');

  const pick = (u: UserRow | null) => {
    setUser(u);
    setPurposes(u?.purposes ?? []);
  };
  const full = purposes.length >= INPUT_LIMITS.purposes;
  const add = () => {
    const p = draft.trim();
    if (p && !full && !purposes.includes(p)) setPurposes([...purposes, p]);
    setDraft('');
  };
  // Failures are shown by the client.
  const save = useMutation(
    async (userId: number) => {
      await usersApi.update(userId, { purposes });
      notifySuccess(t('users.purposesSaved'));
      await onSaved();
    },
    { onSuccess: onClose },
  );

  return (
    <FormDialog
      title={t('users.editPurposes')}
      testId="purposes-dialog"
      busy={save.busy}
      submitDisabled={!user}
      submitTestId="purposes-save"
      onSubmit={() => user && void save.run(user.userId)}
      onClose={onClose}
    >
      <Autocomplete
        options={users}
        value={user}
        onChange={(_, u) => pick(u)}
        getOptionLabel={(u) => `${u.displayName} (${u.displayEmail})`}
        isOptionEqualToValue={(a, b) => a.userId === b.userId}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('users.selectUser')}
            inputProps={{ ...params.inputProps, 'data-testid': 'purposes-user' }}
          />
        )}
      />
      {user && (
        <>
          <Stack direction="row" flexWrap="wrap" gap={1} data-testid="purposes-list">
            {purposes.map((p) => (
              <Chip key={p} label={p} onDelete={() => setPurposes(purposes.filter((x) => x !== p))} />
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <TextField
              label={t('users.addPurpose')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.purposeLength, 'data-testid': 'purpose-input' } }}
            />
            <Button onClick={add} disabled={!draft.trim() || full}>
              {t('common.add')}
            </Button>
          </Stack>
        </>
      )}
    </FormDialog>
  );
}
