import Archive from '@mui/icons-material/Archive';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Unarchive from '@mui/icons-material/Unarchive';
import { Box, Chip, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '../../../api/types';
import { ArchiveUserDialog } from '../../users/components/ArchiveUserDialog';
import { useApiQuery } from '../../../lib/useApiQuery';
import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import type { ListColumn, RowAction } from '../../../components/list-table/lib/list-types';
import { applySearch } from '../../../components/list-table/lib/search';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { adminOrganizationsApi } from '../../organizations/api/admin-organizations-api';
import { userColumns } from '../../users/components/user-columns';
import type { UserRow } from '../../users/hooks/useUsers';
import { listAllUsers, superadminUsersApi } from '../api/superadmin-users-api';
import { ChangeOrganizationDialog } from './ChangeOrganizationDialog';

export function SuperUsersPage() {
  const { t } = useTranslation();
  const orgs = useApiQuery('admin.organizations', adminOrganizationsApi.list);
  const orgIds = useMemo(() => (orgs.data ?? []).map((o) => o.organizationId), [orgs.data]);
  const users = useApiQuery(`admin.users.${orgIds.join(',')}`, () => listAllUsers(orgIds), orgIds.length > 0);
  const [term, setTerm] = useState('');
  const [moving, setMoving] = useState<User | null>(null);
  const [archiving, setArchiving] = useState<User | null>(null);

  const nameOf = useCallback(
    (id: number) => orgs.data?.find((o) => o.organizationId === id)?.fullName ?? String(id),
    [orgs.data],
  );
  const rows = useMemo(
    () =>
      applySearch(
        (users.data ?? []).map((u) => ({ ...u, id: u.userId })),
        term,
        (u) => [u.displayName, u.displayEmail, u.phone, nameOf(u.organizationId)],
      ),
    [users.data, term, nameOf],
  );
  const columns = useMemo<ListColumn<UserRow>[]>(
    () => [
      ...userColumns(t, { archived: false, organizationName: nameOf }),
      {
        field: 'isArchived',
        headerName: t('users.archivedAt'),
        width: 120,
        textValue: (u) => (u.isArchived ? t('common.yes') : t('common.no')),
        renderCell: ({ row }) =>
          row.isArchived ? <Chip size="small" color="warning" label={t('users.archivedAt')} /> : null,
      },
    ],
    [t, nameOf],
  );

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      notifySuccess(message);
      await users.reload();
    } catch {
      // Shown by the client.
    }
  };

  const actions = useCallback(
    (u: UserRow): RowAction<UserRow>[] => [
      {
        key: 'change-organization',
        label: t('users.changeOrganization'),
        icon: <SwapHoriz fontSize="small" />,
        onClick: setMoving,
      },
      u.isArchived
        ? {
            key: 'activate',
            label: t('common.activate'),
            icon: <Unarchive fontSize="small" />,
            onClick: (r) =>
              void run(() => superadminUsersApi.activate(r), t('users.activatedOk', { name: r.displayName })),
          }
        : {
            key: 'archive',
            label: t('common.archive'),
            icon: <Archive fontSize="small" />,
            color: 'error',
            onClick: setArchiving,
          },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run only closes over users.reload, which is stable
    [t],
  );

  return (
    <Box data-testid="super-users-page">
      <Typography variant="h5" sx={{ mb: 2 }}>
        {t('users.superTitle')}
      </Typography>
      <ListFilterHeader onSearch={setTerm} />
      <ListTable
        tableId="superadmin.users"
        rows={rows}
        columns={columns}
        getRowId={(u) => u.userId}
        rowTitle={(u) => u.displayName || u.displayEmail}
        exportName={t('users.superTitle')}
        loading={orgs.loading || users.loading}
        actions={actions}
      />
      {moving && (
        <ChangeOrganizationDialog
          user={moving}
          organizations={orgs.data ?? []}
          onClose={() => setMoving(null)}
          onSubmit={(orgId) => {
            const user = moving;
            setMoving(null);
            void run(() => superadminUsersApi.changeOrganization(user, orgId), t('users.organizationChanged'));
          }}
        />
      )}
      <ArchiveUserDialog
        user={archiving}
        onClose={() => setArchiving(null)}
        onArchive={(user) =>
          void run(() => superadminUsersApi.archive(user), t('users.archivedOk', { name: user.displayName }))
        }
      />
    </Box>
  );
}
