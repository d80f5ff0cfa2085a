import Edit from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiQuery } from '../../../lib/useApiQuery';
import { useSessionStore } from '../../../app/session/store/session-store';
import { organizationApi } from '../api/organization-api';
import { formatAddress } from './AddressFields';
import { OrganizationEditDialog } from './OrganizationEditDialog';

export function AccountPage() {
  const { t } = useTranslation();
  const orgId = useSessionStore((s) => s.selectedOrganizationId);
  const {
    data: org,
    loading,
    error,
    reload,
  } = useApiQuery(`organization.${orgId}`, () => organizationApi.get(orgId!), orgId !== null);
  const [editing, setEditing] = useState(false);

  if (loading && !org) return <CircularProgress />;
  if (error || !org) return <Alert severity="error">{t('common.somethingWrong')}</Alert>;

  const rows: [string, string | number][] = [
    [t('account.organizationId'), org.organizationId],
    [t('account.fullName'), org.fullName],
    [t('account.organizationNumber'), org.organizationNumber],
    [t('account.email'), org.email],
    [t('account.phone'), org.phone],
    [t('account.postalAddress'), formatAddress(org.postalAddress)],
    [t('account.invoiceAddress'), formatAddress(org.invoiceAddress)],
  ];
  return (
    <Box data-testid="account-page">
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5">{t('account.title')}</Typography>
        <Button variant="contained" startIcon={<Edit />} onClick={() => setEditing(true)} data-testid="account-edit">
          {t('account.edit')}
        </Button>
      </Stack>
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          {rows.map(([label, value]) => (
            <Stack
              key={label}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography color="text.secondary" sx={{ width: 220, flexShrink: 0 }}>
                {label}
              </Typography>
              <Typography>{value || '–'}</Typography>
            </Stack>
          ))}
        </CardContent>
      </Card>
      {editing && (
        <OrganizationEditDialog
          organization={org}
          onClose={() => setEditing(false)}
          onSaved={async () => {
            setEditing(false);
            await reload();
          }}
        />
      )}
    </Box>
  );
}
