import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization, User } from '../../../api/types';

interface Props {
  user: User;
  organizations: Organization[];
  onClose(): void;
  onSubmit(organizationId: number): void;
}

export function ChangeOrganizationDialog({ user, organizations, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [orgId, setOrgId] = useState(user.organizationId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="change-organization">
      <DialogTitle>
        {t('users.changeOrganization')}: {user.displayName}
      </DialogTitle>
      <DialogContent>
        <TextField
          select
          sx={{ mt: 1 }}
          label={t('common.organization')}
          value={orgId}
          onChange={(e) => setOrgId(Number(e.target.value))}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'change-organization-select' } as object } }}
        >
          {organizations.map((o) => (
            <MenuItem key={o.organizationId} value={o.organizationId}>
              {o.fullName}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={orgId === user.organizationId}
          onClick={() => onSubmit(orgId)}
          data-testid="change-organization-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
