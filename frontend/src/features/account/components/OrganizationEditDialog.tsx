import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization } from '../../../api/types';
import { notifySuccess } from '../../notifications/store/notification-store';
import { organizationApi } from '../api/organization-api';
import { AddressFields, toAddress } from './AddressFields';

interface Props {
  organization: Organization;
  onClose(): void;
  onSaved(): Promise<void>;
}

// Spec 01 §2.9: tabs for invoice address and postal address, plus the phone field.
export function OrganizationEditDialog({ organization, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'invoice' | 'postal'>('invoice');
  const [invoiceAddress, setInvoice] = useState(toAddress(organization.invoiceAddress));
  const [postalAddress, setPostal] = useState(toAddress(organization.postalAddress));
  const [phone, setPhone] = useState(organization.phone ?? '');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await organizationApi.update(organization.organizationId, { invoiceAddress, postalAddress, phone });
      notifySuccess(t('account.saved'));
      await onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="organization-edit">
      <DialogTitle>{t('account.editTitle')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="invoice" label={t('account.invoiceAddress')} data-testid="tab-invoice" />
          <Tab value="postal" label={t('account.postalAddress')} data-testid="tab-postal" />
        </Tabs>
        <Stack spacing={2}>
          {tab === 'invoice' ? (
            <AddressFields value={invoiceAddress} onChange={setInvoice} testId="invoice" />
          ) : (
            <AddressFields value={postalAddress} onChange={setPostal} testId="postal" />
          )}
          <TextField
            label={t('account.phone')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'organization-phone' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="organization-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
