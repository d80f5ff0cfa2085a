import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';

// Only users who know two or more organisations get the switcher (spec 01 §2.4, §5).
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const organizations = useSessionStore((s) => s.organizations);
  const selected = useSessionStore((s) => s.selectedOrganizationId);
  const selectOrganization = useSessionStore((s) => s.selectOrganization);
  if (organizations.length < 2) return null;
  return (
    <TextField
      select
      label={t('drawer.switchOrganization')}
      value={selected ?? ''}
      onChange={(e) => {
        selectOrganization(Number(e.target.value));
        window.location.reload();
      }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'organization-switcher' } as object } }}
    >
      {organizations.map((o) => (
        <MenuItem
          key={o.organizationId}
          value={o.organizationId}
          data-testid={`organization-option-${o.organizationId}`}
        >
          {o.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
