import { Chip, Stack } from '@mui/material';
import type { TFunction } from 'i18next';

import { formatDateTime } from '../../../lib/dates';
import type { ListColumn } from '../../../components/list-table/lib/list-types';
import type { UserRow } from '../hooks/useUsers';

const when = (ms: number, never: string) => (ms ? formatDateTime(ms) : never);

export function userColumns(
  t: TFunction,
  opts: { archived: boolean; organizationName?: (id: number) => string },
): ListColumn<UserRow>[] {
  const roleText = (u: UserRow) => u.roles.map((r) => t(`roles.${r}`)).join(', ');
  const cols: ListColumn<UserRow>[] = [
    { field: 'displayName', headerName: t('common.name'), width: 200 },
    { field: 'displayEmail', headerName: t('common.email'), width: 240 },
    { field: 'phone', headerName: t('common.phone'), hiddenByDefault: true },
    {
      field: 'roles',
      headerName: t('common.roles'),
      width: 200,
      textValue: roleText,
      valueGetter: (_v, row) => roleText(row),
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {row.roles.map((r) => (
            <Chip key={r} size="small" label={t(`roles.${r}`)} variant="outlined" />
          ))}
        </Stack>
      ),
    },
  ];
  if (opts.organizationName) {
    const orgName = opts.organizationName;
    cols.push({
      field: 'organizationId',
      headerName: t('common.organization'),
      width: 200,
      textValue: (u) => orgName(u.organizationId),
      valueGetter: (_v, row) => orgName(row.organizationId),
    });
  }
  if (opts.archived) {
    cols.push({
      field: 'archivedTsMs',
      headerName: t('users.archivedAt'),
      width: 170,
      textValue: (u) => when(u.archivedTsMs, ''),
      valueFormatter: (v: number) => when(v, ''),
    });
  } else {
    cols.push(
      {
        field: 'lastSeenApp',
        headerName: t('users.lastSeen'),
        width: 170,
        textValue: (u) => when(u.lastSeenApp, t('users.never')),
        valueFormatter: (v: number) => when(v, t('users.never')),
      },
      {
        field: 'inviteSentTsMs',
        headerName: t('users.inviteSent'),
        width: 170,
        hiddenByDefault: true,
        textValue: (u) => when(u.inviteSentTsMs, ''),
        valueFormatter: (v: number) => when(v, ''),
      },
    );
  }
  return cols;
}
