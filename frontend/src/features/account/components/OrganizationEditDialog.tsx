import { Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { INPUT_LIMITS } from '../../../lib/input-limits';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { organizationApi } from '../api/organization-api';
import { AddressFields, toAddress } from './AddressFields';

interface Props {
  organization: Organization;
  onClose(): void;
  onSaved(): Promise<void>;
}

// Spec 01 §2.9: tabs for invoice address and postal address, plus the phone field. Failures are shown by the client.
export function OrganizationEditDialog({ organization, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'invoice' | 'postal'>('invoice');
  const [invoiceAddress, setInvoice] = useState(toAddress(organization.invoiceAddress));
  const [postalAddress, setPostal] = useState(toAddress(organization.postalAddress));
  const [phone, setPhone] = useState(organization.phone ?? '');
  const save = useMutation(async () => {
    await organizationApi.update(organization.organizationId, { invoiceAddress, postalAddress, phone });
    notifySuccess(t('account.saved'));
    await onSaved();
  });

  return (
    <FormDialog
      title={t('account.editTitle')}
      testId="organization-edit"
      busy={save.busy}
      submitTestId="organization-save"
      onSubmit={() => void save.run()}
      onClose={onClose}
    >
      <Tabs value={tab} onChange={(_, v) => setTab(v)}>
        <Tab value="invoice" label={t('account.invoiceAddress')} data-testid="tab-invoice" />
        <Tab value="postal" label={t('account.postalAddress')} data-testid="tab-postal" />
      </Tabs>
      {tab === 'invoice' ? (
        <AddressFields value={invoiceAddress} onChange={setInvoice} testId="invoice" />
      ) : (
        <AddressFields value={postalAddress} onChange={setPostal} testId="postal" />
      )}
      <TextField
        label={t('account.phone')}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.phone, 'data-testid': 'organization-phone' } }}
      />
    </FormDialog>
  );
}
