import Archive from '@mui/icons-material/Archive';
import Edit from '@mui/icons-material/Edit';
import Email from '@mui/icons-material/Email';
import Label from '@mui/icons-material/Label';
import Unarchive from '@mui/icons-material/Unarchive';
import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import { applySearch } from '../../../components/list-table/lib/search';
import type { RowAction } from '../../../components/list-table/lib/list-types';
import { isAdminRole } from '../../../app/navigation/menu/menu-visibility';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { usersApi } from '../api/users-api';
import { useUsers, type UserRow } from '../hooks/useUsers';
import type { UserFormValues } from '../lib/user-form';
import { ArchiveUserDialog } from './ArchiveUserDialog';
import { userColumns } from './user-columns';
import { PurposesDialog } from './PurposesDialog';
import { UserFormDialog } from './UserFormDialog';

type Editing = { kind: 'create' } | { kind: 'edit'; user: UserRow } | null;

export function UsersPage() {
  const { t } = useTranslation();
  const roles = useSessionStore((s) => s.user?.roles ?? []);
  const { active, archived, loading, reload } = useUsers();
  const [tab, setTab] = useState<'active' | 'archived'>('active');
  const [term, setTerm] = useState('');
  const [orgFilter, setOrgFilter] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<UserRow | null>(null);
  const [purposesOpen, setPurposesOpen] = useState(false);

  const source = tab === 'active' ? active : archived;
  const rows = useMemo(
    () =>
      applySearch(
        source.filter((u) => orgFilter === null || u.organizationId === orgFilter),
        term,
        (u) => [u.displayName, u.displayEmail, u.phone],
      ),
    [source, term, orgFilter],
  );
  const columns = useMemo(() => userColumns(t, { archived: tab === 'archived' }), [t, tab]);

  const save = async (values: UserFormValues) => {
    // The iButton id is the administrators' to set (the form shows it to them alone).
    const ibuttonId = isAdminRole(roles) ? values.ibuttonId : undefined;
    if (editing?.kind === 'edit') {
      await usersApi.update(editing.user.userId, {
        displayName: values.name,
        displayEmail: values.email,
        phone: values.phone,
        roles: values.roles,
        ibuttonId,
      });
      notifySuccess(t('users.savedOk'));
    } else {
      await usersApi.create({
        ...values,
        ibuttonId: ibuttonId || undefined,
        permittedVehicles: [],
        defaultVehicles: [],
      });
      notifySuccess(t('users.createdOk', { name: values.name }));
    }
    setEditing(null);
    await reload();
  };

  const archive = async (user: UserRow) => {
    setArchiving(null);
    await usersApi.archive(user.userId);
    notifySuccess(t('users.archivedOk', { name: user.displayName }));
    await reload();
  };

  const activate = useCallback(
    async (user: UserRow) => {
      await usersApi.activate(user.userId);
      notifySuccess(t('users.activatedOk', { name: user.displayName }));
      await reload();
    },
    [reload, t],
  );

  const invite = useCallback(
    async (user: UserRow) => {
      await usersApi.invite(user.displayEmail, user.displayName);
      notifySuccess(t('users.invitedOk', { email: user.displayEmail }));
      await reload();
    },
    [reload, t],
  );

  const actions = useCallback(
    (u: UserRow): RowAction<UserRow>[] =>
      u.isArchived
        ? [
            {
              key: 'activate',
              label: t('common.activate'),
              icon: <Unarchive fontSize="small" />,
              onClick: (r) => void activate(r).catch(() => undefined),
            },
          ]
        : [
            {
              key: 'edit',
              label: t('common.edit'),
              icon: <Edit fontSize="small" />,
              onClick: (r) => setEditing({ kind: 'edit', user: r }),
            },
            {
              key: 'invite',
              label: t('common.invite'),
              icon: <Email fontSize="small" />,
              onClick: (r) => void invite(r).catch(() => undefined),
            },
            {
              key: 'archive',
              label: t('common.archive'),
              icon: <Archive fontSize="small" />,
              color: 'error',
              onClick: setArchiving,
            },
          ],
    [activate, invite, t],
  );

  return (
    <Box data-testid="users-page">
      <Typography variant="h5" sx={{ mb: 1 }}>
        {t('users.title')}
      </Typography>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        <Tab value="active" label={`${t('users.active')} (${active.length})`} data-testid="users-tab-active" />
        <Tab value="archived" label={`${t('users.archived')} (${archived.length})`} data-testid="users-tab-archived" />
      </Tabs>
      <ListFilterHeader
        organizationFilter={{ value: orgFilter, onChange: setOrgFilter }}
        onSearch={setTerm}
        createLabel={t('users.addUser')}
        onCreate={tab === 'active' ? () => setEditing({ kind: 'create' }) : undefined}
      />
      <ListTable
        tableId={`userroles.${tab}`}
        rows={rows}
        columns={columns}
        getRowId={(u) => u.userId}
        rowTitle={(u) => u.displayName || u.displayEmail}
        exportName={tab === 'active' ? t('users.active') : t('users.archived')}
        loading={loading}
        actions={actions}
        onRowClick={tab === 'active' ? (u) => setEditing({ kind: 'edit', user: u }) : undefined}
        toolbarExtra={
          isAdminRole(roles) && (
            <Button
              size="small"
              startIcon={<Label />}
              onClick={() => setPurposesOpen(true)}
              data-testid="edit-purposes"
            >
              {t('users.editPurposes')}
            </Button>
          )
        }
      />
      {editing && (
        <UserFormDialog
          user={editing.kind === 'edit' ? editing.user : undefined}
          onClose={() => setEditing(null)}
          onSubmit={(v) => save(v).catch(() => undefined)}
        />
      )}
      <ArchiveUserDialog
        user={archiving}
        onClose={() => setArchiving(null)}
        onArchive={(user) => void archive(user).catch(() => undefined)}
      />
      {purposesOpen && <PurposesDialog users={active} onClose={() => setPurposesOpen(false)} onSaved={reload} />}
    </Box>
  );
}
