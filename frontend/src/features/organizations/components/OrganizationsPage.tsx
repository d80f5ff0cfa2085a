import CheckCircle from '@mui/icons-material/CheckCircle';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Box, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../lib/dates';
import { useApiQuery } from '../../../lib/useApiQuery';
import { ListFilterHeader } from '../../../components/list-table/components/ListFilterHeader';
import { ListTable } from '../../../components/list-table/components/ListTable';
import type { ListColumn, RowAction } from '../../../components/list-table/lib/list-types';
import { applySearch } from '../../../components/list-table/lib/search';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { adminOrganizationsApi } from '../api/admin-organizations-api';
import { OrganizationFormDialog } from './OrganizationFormDialog';

type Row = Organization & { id: number };

export function OrganizationsPage() {
  const { t } = useTranslation();
  const { data, loading, reload } = useApiQuery('admin.organizations', adminOrganizationsApi.list);
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<{ org?: Organization } | null>(null);
  const [deleting, setDeleting] = useState<Organization | null>(null);
  const all = useMemo(() => (data ?? []).map((o) => ({ ...o, id: o.organizationId })), [data]);
  const nameOf = useCallback((id: number) => all.find((o) => o.organizationId === id)?.fullName ?? '', [all]);
  const rows = useMemo(
    () => applySearch(all, term, (o) => [o.fullName, o.organizationNumber, o.email, o.organizationId]),
    [all, term],
  );

  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      { field: 'organizationId', headerName: t('account.organizationId'), width: 110, type: 'number' },
      { field: 'fullName', headerName: t('account.fullName'), width: 220 },
      { field: 'organizationNumber', headerName: t('account.organizationNumber') },
      {
        field: 'parentOrganization',
        headerName: t('organizations.parent'),
        width: 200,
        textValue: (o) => nameOf(o.parentOrganization),
        valueGetter: (_v, o) => nameOf(o.parentOrganization),
      },
      { field: 'email', headerName: t('account.email'), width: 200 },
      { field: 'phone', headerName: t('account.phone'), hiddenByDefault: true },
      {
        field: 'kontekActive',
        headerName: t('organizations.tabKontek'),
        width: 140,
        textValue: (o) => (o.kontekActive ? t('common.yes') : t('common.no')),
        renderCell: ({ row }) =>
          row.kontekActive ? <CheckCircle color="success" fontSize="small" sx={{ mt: 1 }} /> : null,
      },
      {
        field: 'createdTsMs',
        headerName: t('organizations.createdAt'),
        hiddenByDefault: true,
        textValue: (o) => (o.createdTsMs ? formatDate(o.createdTsMs) : ''),
        valueFormatter: (v: number) => (v ? formatDate(v) : ''),
      },
    ],
    [t, nameOf],
  );

  const actions = useCallback(
    (): RowAction<Row>[] => [
      { key: 'edit', label: t('common.edit'), icon: <Edit fontSize="small" />, onClick: (o) => setEditing({ org: o }) },
      {
        key: 'delete',
        label: t('common.delete'),
        icon: <Delete fontSize="small" />,
        color: 'error',
        onClick: setDeleting,
      },
    ],
    [t],
  );

  const remove = async (org: Organization) => {
    setDeleting(null);
    try {
      await adminOrganizationsApi.remove(org.organizationId);
      notifySuccess(t('organizations.deleted', { name: org.fullName }));
      await reload();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Box data-testid="organizations-page">
      <Typography variant="h5" sx={{ mb: 2 }}>
        {t('organizations.title')}
      </Typography>
      <ListFilterHeader onSearch={setTerm} createLabel={t('organizations.create')} onCreate={() => setEditing({})} />
      <ListTable
        tableId="organizations"
        rows={rows}
        columns={columns}
        getRowId={(o) => o.organizationId}
        rowTitle={(o) => o.fullName}
        exportName={t('organizations.title')}
        loading={loading}
        actions={actions}
        onRowClick={(o) => setEditing({ org: o })}
      />
      {editing && (
        <OrganizationFormDialog
          organization={editing.org}
          organizations={all}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        text={t('organizations.deleteConfirm', { name: deleting?.fullName ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </Box>
  );
}
