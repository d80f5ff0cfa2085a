import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization, User } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';

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
    <FormDialog
      title={`${t('users.changeOrganization')}: ${user.displayName}`}
      testId="change-organization"
      maxWidth="xs"
      submitDisabled={orgId === user.organizationId}
      submitTestId="change-organization-save"
      onSubmit={() => onSubmit(orgId)}
      onClose={onClose}
    >
      <TextField
        select
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
    </FormDialog>
  );
}
