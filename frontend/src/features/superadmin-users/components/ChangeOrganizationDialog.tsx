import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization, User } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { organizationOptions, SelectField } from '../../../components/fields';

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
      <SelectField
        label={t('common.organization')}
        value={orgId}
        options={organizationOptions(organizations)}
        onChange={setOrgId}
        testId="change-organization-select"
      />
    </FormDialog>
  );
}
