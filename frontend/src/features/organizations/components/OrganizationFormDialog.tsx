import { Stack, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { CheckboxField } from '../../../components/fields';
import { useMutation } from '../../../lib/useMutation';
import { EMAIL_PATTERN } from '../../auth/lib/validation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { adminOrganizationsApi } from '../api/admin-organizations-api';
import { formValuesFrom, KNOWN_ORGANIZATION_SETTINGS, toAdminInput } from '../lib/organization-form';
import { AddressesTab, DetailsTab, KontekTab, ModulesTab, SettingsTab } from './OrganizationFormTabs';

type TabKey = 'details' | 'addresses' | 'modules' | 'settings' | 'kontek';

interface Props {
  organization?: Organization;
  organizations: Organization[];
  onClose(): void;
  onSaved(): Promise<void>;
}

export function OrganizationFormDialog({ organization, organizations, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const creating = !organization;
  const [tab, setTab] = useState<TabKey>('details');
  const [values, setValues] = useState(() => formValuesFrom(organization));
  const [admin, setAdmin] = useState({ email: '', fullName: '', password: '', sendInvite: true });
  const [settings, setSettings] = useState<Record<string, boolean>>(() => ({
    ...Object.fromEntries(KNOWN_ORGANIZATION_SETTINGS.map((k) => [k, false])),
    ...(organization?.settings ?? {}),
  }));
  const [touched, setTouched] = useState(false);

  const nameMissing = !values.fullName.trim();
  const adminInvalid = creating && (!EMAIL_PATTERN.test(admin.email.trim()) || !admin.fullName.trim());

  // Settings switches apply at once through their own endpoint, like the spec's superadmin settings calls.
  const toggleSetting = async (key: string, value: boolean) => {
    if (!organization) return;
    setSettings({ ...settings, [key]: value });
    try {
      await adminOrganizationsApi.setSetting(organization.organizationId, key, value);
    } catch {
      setSettings((s) => ({ ...s, [key]: !value }));
    }
  };

  // Failures are shown by the client.
  const save = useMutation(async () => {
    const input = toAdminInput(values);
    if (organization) {
      await adminOrganizationsApi.update(organization.organizationId, input);
      notifySuccess(t('organizations.saved'));
    } else {
      await adminOrganizationsApi.create({
        ...input,
        fullName: values.fullName.trim(),
        adminUserEmail: admin.email.trim(),
        adminUserFullName: admin.fullName.trim(),
        ...(admin.password ? { adminUserPassword: admin.password } : {}),
        sendInvite: admin.sendInvite,
      });
      notifySuccess(t('organizations.created', { name: values.fullName }));
    }
    await onSaved();
  });
  const submit = () => {
    setTouched(true);
    if (nameMissing || adminInvalid) setTab('details');
    else void save.run();
  };

  return (
    <FormDialog
      title={creating ? t('organizations.create') : `${t('organizations.edit')}: ${organization.fullName}`}
      testId="organization-form"
      maxWidth="md"
      minHeight={420}
      busy={save.busy}
      submitTestId="organization-form-save"
      onSubmit={submit}
      onClose={onClose}
      header={
        <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" sx={{ px: 3 }}>
          <Tab value="details" label={t('organizations.tabDetails')} />
          <Tab value="addresses" label={t('organizations.tabAddresses')} />
          <Tab value="modules" label={t('organizations.tabModules')} data-testid="org-tab-modules" />
          {!creating && <Tab value="settings" label={t('organizations.tabSettings')} />}
          <Tab value="kontek" label={t('organizations.tabKontek')} />
        </Tabs>
      }
    >
      {tab === 'details' && (
        <Stack spacing={2}>
          <DetailsTab
            values={values}
            onChange={setValues}
            organizations={organizations}
            selfId={organization?.organizationId}
            nameError={touched && nameMissing}
          />
          {creating && (
            <>
              <TextField
                label={t('organizations.adminUserEmail')}
                value={admin.email}
                onChange={(e) => setAdmin({ ...admin, email: e.target.value })}
                error={touched && !EMAIL_PATTERN.test(admin.email.trim())}
                helperText={touched && !EMAIL_PATTERN.test(admin.email.trim()) ? t('common.wrongEmail') : undefined}
                slotProps={{ htmlInput: { 'data-testid': 'org-admin-email' } }}
              />
              <TextField
                label={t('organizations.adminUserFullName')}
                value={admin.fullName}
                onChange={(e) => setAdmin({ ...admin, fullName: e.target.value })}
                error={touched && !admin.fullName.trim()}
                slotProps={{ htmlInput: { 'data-testid': 'org-admin-name' } }}
              />
              <TextField
                type="password"
                label={t('organizations.adminUserPassword')}
                value={admin.password}
                onChange={(e) => setAdmin({ ...admin, password: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': 'org-admin-password' } }}
              />
              <CheckboxField
                label={t('organizations.sendInvite')}
                checked={admin.sendInvite}
                onChange={(checked) => setAdmin({ ...admin, sendInvite: checked })}
              />
            </>
          )}
        </Stack>
      )}
      {tab === 'addresses' && <AddressesTab values={values} onChange={setValues} />}
      {tab === 'modules' && <ModulesTab values={values} onChange={setValues} />}
      {tab === 'settings' && <SettingsTab settings={settings} onToggle={(k, v) => void toggleSetting(k, v)} />}
      {tab === 'kontek' && (
        <KontekTab
          values={values}
          onChange={setValues}
          passwordSet={organization?.kontekApiAccess?.passwordSet === true}
        />
      )}
    </FormDialog>
  );
}
