import { Alert, Checkbox, FormControlLabel, Grid, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { Organization } from '../../../api/types';
import { AddressFields } from '../../account/components/AddressFields';
import { isKontekActive } from '../../../lib/display/display-rules';
import { INPUT_LIMITS } from '../../../lib/input-limits';
import { MODULE_KEYS, type OrganizationFormValues } from '../lib/organization-form';

interface TabProps {
  values: OrganizationFormValues;
  onChange(v: OrganizationFormValues): void;
}

// imeiFlagEmails is a comma list of up to 50 addresses; the server counts them.
const DETAIL_MAX_LENGTH = {
  fullName: INPUT_LIMITS.name,
  organizationNumber: INPUT_LIMITS.short,
  email: INPUT_LIMITS.email,
  phone: INPUT_LIMITS.phone,
  imeiFlagEmails: undefined,
} as const;

interface DetailsProps extends TabProps {
  organizations: Organization[];
  selfId?: number;
  nameError: boolean;
}

export function DetailsTab({ values, onChange, organizations, selfId, nameError }: DetailsProps) {
  const { t } = useTranslation();
  const text = (k: 'fullName' | 'organizationNumber' | 'email' | 'phone' | 'imeiFlagEmails', label: string) => (
    <TextField
      label={label}
      value={values[k]}
      onChange={(e) => onChange({ ...values, [k]: e.target.value })}
      error={k === 'fullName' && nameError}
      helperText={k === 'fullName' && nameError ? t('common.required') : undefined}
      slotProps={{ htmlInput: { maxLength: DETAIL_MAX_LENGTH[k], 'data-testid': `org-${k}` } }}
    />
  );
  return (
    <Stack spacing={2}>
      {text('fullName', t('account.fullName'))}
      {text('organizationNumber', t('account.organizationNumber'))}
      <TextField
        select
        label={t('organizations.parent')}
        value={values.parentOrganization}
        onChange={(e) => onChange({ ...values, parentOrganization: Number(e.target.value) })}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'org-parent' } as object } }}
      >
        <MenuItem value={0}>{t('organizations.noParent')}</MenuItem>
        {organizations
          .filter((o) => o.organizationId !== selfId)
          .map((o) => (
            <MenuItem key={o.organizationId} value={o.organizationId}>
              {o.fullName}
            </MenuItem>
          ))}
      </TextField>
      {text('email', t('account.email'))}
      {text('phone', t('account.phone'))}
      {text('imeiFlagEmails', t('organizations.imeiFlagEmails'))}
    </Stack>
  );
}

// The organisation's two addresses, side by side.
const ADDRESSES = [
  { key: 'postalAddress', label: 'account.postalAddress', testId: 'org-postal' },
  { key: 'invoiceAddress', label: 'account.invoiceAddress', testId: 'org-invoice' },
] as const;

export function AddressesTab({ values, onChange }: TabProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      {ADDRESSES.map(({ key, label, testId }) => (
        <Grid key={key} size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" gutterBottom>
            {t(label)}
          </Typography>
          <AddressFields value={values[key]} onChange={(a) => onChange({ ...values, [key]: a })} testId={testId} />
        </Grid>
      ))}
    </Grid>
  );
}

export function ModulesTab({ values, onChange }: TabProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={0.5}>
      {MODULE_KEYS.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            label={t(`menu.entries.${key}`)}
            control={
              <Checkbox
                size="small"
                checked={values.modules[key]?.active === true}
                onChange={(e) =>
                  onChange({ ...values, modules: { ...values.modules, [key]: { active: e.target.checked } } })
                }
                slotProps={{ input: { 'data-testid': `org-module-${key}` } as object }}
              />
            }
          />
        </Grid>
      ))}
    </Grid>
  );
}

export function KontekTab({ values, onChange, passwordSet }: TabProps & { passwordSet: boolean }) {
  const { t } = useTranslation();
  const active = isKontekActive({
    kontekEnabled: values.kontekEnabled,
    kontekCompanyNumber: Number(values.kontekCompanyNumber) || 0,
    kontekUrlDomain: values.kontekUrlDomain.trim(),
    kontekApiAccess: {
      instance: values.kontekInstance.trim(),
      username: values.kontekUsername.trim(),
      password: values.kontekPassword,
      passwordSet,
    },
  });
  const field = (
    k: 'kontekCompanyNumber' | 'kontekUrlDomain' | 'kontekInstance' | 'kontekUsername' | 'kontekPassword',
    label: string,
  ) => (
    <TextField
      label={label}
      type={k === 'kontekPassword' ? 'password' : 'text'}
      placeholder={k === 'kontekPassword' && passwordSet ? '••••••••' : undefined}
      value={values[k]}
      onChange={(e) =>
        onChange({ ...values, [k]: k === 'kontekCompanyNumber' ? e.target.value.replace(/\D/g, '') : e.target.value })
      }
      slotProps={{ htmlInput: { 'data-testid': `org-${k}` } }}
    />
  );
  return (
    <Stack spacing={2}>
      <Alert severity={active ? 'success' : 'warning'} data-testid="kontek-indicator">
        {active ? t('organizations.kontekActive') : t('organizations.kontekInactive')}
      </Alert>
      <FormControlLabel
        label={t('organizations.kontekEnabled')}
        control={
          <Switch
            checked={values.kontekEnabled}
            onChange={(e) => onChange({ ...values, kontekEnabled: e.target.checked })}
          />
        }
      />
      {field('kontekCompanyNumber', t('organizations.kontekCompanyNumber'))}
      {field('kontekUrlDomain', t('organizations.kontekUrlDomain'))}
      {field('kontekInstance', t('organizations.kontekInstance'))}
      {field('kontekUsername', t('organizations.kontekUsername'))}
      {field('kontekPassword', t('organizations.kontekPassword'))}
    </Stack>
  );
}

export function SettingsTab({
  settings,
  onToggle,
}: {
  settings: Record<string, boolean>;
  onToggle(key: string, value: boolean): void;
}) {
  return (
    <Stack>
      {Object.entries(settings).map(([key, on]) => (
        <FormControlLabel
          key={key}
          label={key}
          control={
            <Switch checked={on} onChange={(e) => onToggle(key, e.target.checked)} data-testid={`org-setting-${key}`} />
          }
        />
      ))}
    </Stack>
  );
}
