import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { OrganizationSimple } from '../../../api/types';

interface Props {
  organizations: readonly OrganizationSimple[];
  value: number[];
  onChange(ids: number[]): void;
}

// Shown only when more than one organisation is known (spec 03 §2, §6).
export function OrganizationMultiSelect({ organizations, value, onChange }: Props) {
  const { t } = useTranslation('devices');
  if (organizations.length < 2) return null;
  const nameOf = (id: number) => organizations.find((o) => o.organizationId === id)?.fullName ?? String(id);
  return (
    <TextField
      select
      label={t('organizations')}
      value={value}
      sx={{ minWidth: 220, maxWidth: { sm: 320 } }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const ids = selected as number[];
            if (ids.length === 0) return t('allOrganizations');
            // Two names, then +N (spec 01 §9).
            const names = ids.slice(0, 2).map(nameOf).join(', ');
            return ids.length > 2 ? `${names} +${ids.length - 2}` : names;
          },
          onChange: (e) => onChange(e.target.value as number[]),
          SelectDisplayProps: { 'data-testid': 'devices-organization-filter' } as object,
        },
      }}
    >
      {organizations.map((o) => (
        <MenuItem key={o.organizationId} value={o.organizationId}>
          <Checkbox size="small" checked={value.includes(o.organizationId)} />
          <ListItemText primary={o.fullName} />
        </MenuItem>
      ))}
    </TextField>
  );
}
