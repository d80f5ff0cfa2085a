import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserOrganization } from '../../../api/types';
import { useSessionStore } from '../../../app/session/store/session-store';

interface TreeItem {
  id: number;
  name: string;
  depth: number;
}

// Parents before their children, children indented, siblings by name.
export function flattenOrganizationTree(
  orgs: readonly Pick<UserOrganization, 'organizationId' | 'fullName' | 'parentOrganization'>[],
): TreeItem[] {
  const ids = new Set(orgs.map((o) => o.organizationId));
  const byParent = new Map<number, (typeof orgs)[number][]>();
  orgs.forEach((o) => {
    const parent = ids.has(o.parentOrganization) ? o.parentOrganization : 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), o]);
  });
  const out: TreeItem[] = [];
  const walk = (parent: number, depth: number) =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.fullName.localeCompare(b.fullName, 'sv'))
      .forEach((o) => {
        out.push({ id: o.organizationId, name: o.fullName, depth });
        if (o.organizationId !== parent) walk(o.organizationId, depth + 1);
      });
  walk(0, 0);
  return out;
}

// Hidden when the user knows fewer than two organisations (spec 01 §2.10).
export function OrganizationTreeSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange(id: number | null): void;
}) {
  const { t } = useTranslation();
  const organizations = useSessionStore((s) => s.organizations);
  const items = useMemo(() => flattenOrganizationTree(organizations), [organizations]);
  if (organizations.length < 2) return null;
  return (
    <TextField
      select
      label={t('common.organization')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ maxWidth: { sm: 280 } }}
      slotProps={{
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'organization-filter' } as object },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">{t('common.all')}</MenuItem>
      {items.map((i) => (
        <MenuItem key={i.id} value={i.id} sx={{ pl: 2 + i.depth * 2 }}>
          {i.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
