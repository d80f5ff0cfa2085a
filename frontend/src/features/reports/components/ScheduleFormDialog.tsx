import { Alert, FormControlLabel, FormLabel, Stack, Switch, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { SelectField } from '../../../components/fields';
import { FormDialog } from '../../../components/FormDialog';
import { useMutation } from '../../../lib/useMutation';
import { schedulesApi } from '../api/reports-api';
import type { ReportFormat, ReportLanguage, ReportSchedule, ScheduleReportType } from '../api/types';
import { useScheduleOptions } from '../hooks/useScheduleOptions';
import {
  canSaveSchedule,
  defaultScheduleValues,
  FIRST_DAY,
  hasTarget,
  LAST_DAY,
  SCHEDULE_REPORT_TYPES,
  scheduleFieldsOf,
  scheduleValuesOf,
  type ScheduleFormValues,
} from '../lib/schedule-form';
import { REPORTS_NS } from '../i18n';
import { RecipientsField } from './RecipientsField';
import { TargetSelect } from './TargetSelect';

interface Props {
  /** The schedule to edit; none creates one. */
  schedule?: ReportSchedule;
  organizationId: number;
  onClose(): void;
  onSaved(): void;
}

const DAYS = Array.from({ length: LAST_DAY - FIRST_DAY + 1 }, (_, i) => ({
  value: i + FIRST_DAY,
  label: i + FIRST_DAY,
}));
const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Europe/Stockholm'];
  }
};

// The create and edit modal of a report schedule (spec 02 §2.7, §3, §5): save stays disabled until a recipient and
// a target exist and every recipient is valid.
export function ScheduleFormDialog({ schedule, organizationId, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const organizations = useSessionStore((s) => s.organizations);
  const options = useScheduleOptions(schedule?.organizationId ?? organizationId);
  const [values, setValues] = useState<ScheduleFormValues>(() =>
    schedule ? scheduleValuesOf(schedule) : defaultScheduleValues(i18n.language === 'en' ? 'en' : 'sv'),
  );
  const set = (patch: Partial<ScheduleFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const organizationOptions = useMemo(
    () => organizations.map((o) => ({ id: o.organizationId, label: o.fullName })),
    [organizations],
  );
  const timeZones = useMemo(zones, []);
  const userEmails = options.users.map((u) => u.email);

  const save = useMutation(
    async () => {
      const body = scheduleFieldsOf(values, schedule?.organizationId ?? organizationId, t(`type.${values.reportType}`));
      if (schedule) await schedulesApi.update(schedule.reportScheduleId, body);
      else await schedulesApi.create(body);
    },
    { onSuccess: () => onSaved() },
  );
  const ready = canSaveSchedule(values, userEmails);

  return (
    <FormDialog
      title={schedule ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={() => void save.run()}
      onClose={onClose}
      busy={save.busy}
      submitDisabled={!ready}
      submitTestId="schedule-save"
      testId="schedule-dialog"
      error={save.error}
      onErrorClose={save.reset}
      maxWidth="md"
    >
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'schedule-name' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField<ScheduleReportType>
          label={t('form.reportType')}
          value={values.reportType}
          options={SCHEDULE_REPORT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          onChange={(reportType) => set({ reportType })}
          testId="schedule-type"
          fullWidth
        />
        <SelectField<ReportFormat>
          label={t('form.format')}
          value={values.format}
          options={(['PDF', 'CSV'] as const).map((f) => ({ value: f, label: t(`format.${f}`) }))}
          onChange={(format) => set({ format })}
          testId="schedule-format"
          sx={{ minWidth: 120 }}
        />
        <SelectField<ReportLanguage>
          label={t('form.language')}
          value={values.language}
          options={(['sv', 'en'] as const).map((l) => ({ value: l, label: t(`language.${l}`) }))}
          onChange={(language) => set({ language })}
          testId="schedule-language"
          sx={{ minWidth: 140 }}
        />
      </Stack>
      <FormLabel component="legend">{t('form.targetsLegend')}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        <TargetSelect
          label={t('form.vehicles')}
          options={options.vehicles}
          value={values.vehicleIds}
          onChange={(vehicleIds) => set({ vehicleIds })}
          testId="schedule-vehicles"
        />
        <TargetSelect
          label={t('form.organizations')}
          options={organizationOptions}
          value={values.organizationIds}
          onChange={(organizationIds) => set({ organizationIds })}
          testId="schedule-organizations"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        <TargetSelect
          label={t('form.drivers')}
          options={options.drivers}
          value={values.driverIds}
          onChange={(driverIds) => set({ driverIds })}
          testId="schedule-drivers"
        />
        <TargetSelect
          label={t('form.driverOrganizations')}
          options={organizationOptions}
          value={values.driverOrganizationIds}
          onChange={(driverOrganizationIds) => set({ driverOrganizationIds })}
          testId="schedule-driver-organizations"
        />
      </Stack>
      <RecipientsField value={values.recipients} users={options.users} onChange={(recipients) => set({ recipients })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField<number>
          label={t('form.day')}
          value={values.day}
          options={DAYS}
          onChange={(day) => set({ day })}
          helperText={t('form.dayHelp')}
          testId="schedule-day"
          sx={{ minWidth: 160 }}
        />
        <SelectField<string>
          label={t('form.zone')}
          value={values.zoneId}
          options={(timeZones.includes(values.zoneId) ? timeZones : [values.zoneId, ...timeZones]).map((z) => ({
            value: z,
            label: z,
          }))}
          onChange={(zoneId) => set({ zoneId })}
          testId="schedule-zone"
          fullWidth
        />
      </Stack>
      {values.reportType === 'JOURNAL' && (
        <FormControlLabel
          control={
            <Switch
              checked={values.showPrivate}
              onChange={(e) => set({ showPrivate: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'schedule-show-private' } as object }}
            />
          }
          label={t('form.showPrivate')}
        />
      )}
      {(values.recipients.length === 0 || !hasTarget(values)) && (
        <Alert severity="info" data-testid="schedule-needs">
          {t('form.needs')}
        </Alert>
      )}
    </FormDialog>
  );
}
