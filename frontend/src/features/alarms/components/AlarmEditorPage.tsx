import { Alert, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { RequireMenuEntry } from '../../../app/navigation/components/RequireMenuEntry';
import { useSessionStore } from '../../../app/session/store/session-store';
import { SelectField } from '../../../components/fields';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { alarmSettingsApi } from '../api/alarms-api';
import type { Priority } from '../api/types';
import { useAlarmOptions } from '../hooks/useAlarmOptions';
import { ALARMS_NS } from '../i18n';
import { NOTE_MAX } from '../lib/alarm-fields';
import { LIST_ROUTE, listPath, NAMES_OF_TYPE, settingTypeOf, type SettingType } from '../lib/alarm-names';
import { PRIORITIES } from '../lib/common-form';
import {
  defaultSettingForm,
  settingBody,
  settingFormOf,
  validateSetting,
  withAlarmName,
  type SettingForm,
} from '../lib/setting-form';
import { EditorShell } from './EditorShell';
import { ParamFields } from './ParamFields';
import { RecipientsFields } from './RecipientsFields';
import { ScheduleEditor } from './ScheduleEditor';
import { Section } from './Section';
import { TargetsFields } from './TargetsFields';

// The alarm editor (spec 03 §2 "Alarm editor"): alarmEditor/?alarmType={type}&id={id}, id -1 creates.
export function AlarmEditorPage() {
  const { t } = useTranslation(ALARMS_NS);
  const [params] = useSearchParams();
  const type = settingTypeOf(params.get('alarmType'));
  if (!type) {
    return (
      <Alert severity="error" data-testid="alarm-editor-unknown">
        {t('editor.unknownType')}
      </Alert>
    );
  }
  const id = Number(params.get('id') ?? -1);
  return (
    <RequireMenuEntry entry={LIST_ROUTE[type]}>
      <SettingEditor
        key={`${type}.${id}`}
        type={type}
        id={Number.isInteger(id) && id > 0 ? id : null}
        alarmName={params.get('alarmName') ?? undefined}
      />
    </RequireMenuEntry>
  );
}

function SettingEditor({ type, id, alarmName }: { type: SettingType; id: number | null; alarmName?: string }) {
  const { t } = useTranslation(ALARMS_NS);
  const navigate = useNavigate();
  const organizations = useSessionStore((s) => s.organizations);
  const selectedOrganizationId = useSessionStore((s) => s.selectedOrganizationId);
  const loaded = useApiQuery(`alarm-setting.${id}`, () => alarmSettingsApi.get(id!), id !== null);
  const [form, setForm] = useState<SettingForm | null>(() =>
    id === null ? defaultSettingForm(type, selectedOrganizationId, alarmName) : null,
  );
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (loaded.data) setForm(settingFormOf(loaded.data));
  }, [loaded.data]);
  const options = useAlarmOptions(form?.organizationId ?? selectedOrganizationId);

  const back = (name?: string) => void navigate(listPath(type, name));
  const save = useMutation(
    async (f: SettingForm) => {
      const body = settingBody(f);
      return id === null ? alarmSettingsApi.create(body) : alarmSettingsApi.update(id, body);
    },
    {
      onSuccess: (saved) => {
        notifySuccess(t(id === null ? 'editor.created' : 'editor.saved'));
        back(saved.alarmName);
      },
    },
  );

  const errors = form && touched ? validateSetting(form) : {};
  const set = (patch: Partial<SettingForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const submit = () => {
    if (!form) return;
    setTouched(true);
    if (Object.keys(validateSetting(form)).length === 0) void save.run(form);
  };
  const fieldError = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  return (
    <EditorShell
      testId="alarm-editor"
      title={id === null ? t('editor.createTitle') : t('editor.editTitle')}
      creating={id === null}
      loading={!form && loaded.loading}
      loadFailed={!form && loaded.error !== undefined}
      busy={save.busy}
      error={save.error}
      onErrorClose={save.reset}
      onCancel={() => back(form?.alarmName ?? alarmName)}
      onSubmit={submit}
    >
      {form && (
        <>
          <Section title={t('editor.sectionAlarm')} testId="alarm-section-alarm">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <SelectField<string>
                label={t('editor.alarmName')}
                value={form.alarmName}
                options={NAMES_OF_TYPE[type].map((name) => ({ value: name, label: t(`name.${name}`) }))}
                onChange={(name) => setForm(withAlarmName(form, name))}
                disabled={id !== null}
                testId="alarm-name-select"
                sx={{ minWidth: 260 }}
              />
              {organizations.length > 1 && (
                <SelectField<number>
                  label={t('editor.organization')}
                  value={form.organizationId ?? ''}
                  options={organizations.map((o) => ({ value: o.organizationId, label: o.fullName }))}
                  onChange={(organizationId) => set({ organizationId })}
                  error={Boolean(errors.organizationId)}
                  helperText={fieldError('organizationId')}
                  disabled={id !== null}
                  testId="alarm-organization"
                  sx={{ minWidth: 260 }}
                />
              )}
              <SelectField<Priority>
                label={t('editor.priority')}
                value={form.priority}
                options={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
                onChange={(priority) => set({ priority })}
                testId="alarm-priority"
                sx={{ minWidth: 160 }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                label={t('editor.alias')}
                value={form.name}
                required
                onChange={(e) => set({ name: e.target.value })}
                error={Boolean(errors.name)}
                helperText={fieldError('name')}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'alarm-alias' } }}
              />
              <TextField
                label={t('editor.note')}
                value={form.note}
                onChange={(e) => set({ note: e.target.value })}
                error={Boolean(errors.note)}
                helperText={fieldError('note') ?? `${form.note.length}/${NOTE_MAX}`}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { maxLength: NOTE_MAX, 'data-testid': 'alarm-note' } }}
              />
              <FormControlLabel
                label={t('editor.active')}
                control={
                  <Switch
                    checked={form.active}
                    onChange={(e) => set({ active: e.target.checked })}
                    slotProps={{ input: { 'data-testid': 'alarm-active' } as object }}
                  />
                }
              />
            </Stack>
            <ParamFields alarmName={form.alarmName} form={form} errors={errors} onChange={set} />
          </Section>
          <Section title={t('editor.sectionTargets')} testId="alarm-section-targets">
            <TargetsFields form={form} options={options} onChange={set} />
          </Section>
          <Section title={t('editor.sectionRecipients')} testId="alarm-section-recipients">
            <RecipientsFields form={form} options={options} errors={errors} onChange={set} />
          </Section>
          <Section title={t('editor.sectionSchedule')} testId="alarm-section-schedule">
            <ScheduleEditor value={form.schedule} onChange={(schedule) => set({ schedule })} />
          </Section>
        </>
      )}
    </EditorShell>
  );
}
