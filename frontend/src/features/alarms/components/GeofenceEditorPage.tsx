import { Alert, Box, Button, FormControlLabel, Slider, Stack, Switch, TextField, Typography } from '@mui/material';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

import { isSuperadminRole } from '../../../app/navigation/menu/menu-visibility';
import { RequireMenuEntry } from '../../../app/navigation/components/RequireMenuEntry';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { SelectField } from '../../../components/fields';
import { useApiQuery } from '../../../lib/useApiQuery';
import { useMutation } from '../../../lib/useMutation';
import { PlaceSearch } from '../../map/components/PlaceSearch';
import { geofencesApi } from '../api/alarms-api';
import type { Priority, ZonePoint } from '../api/types';
import { useAlarmOptions } from '../hooks/useAlarmOptions';
import { ALARMS_NS } from '../i18n';
import { NOTE_MAX } from '../lib/alarm-fields';
import { GEOFENCE_LIST_ROUTE } from '../lib/alarm-names';
import { PRIORITIES } from '../lib/common-form';
import {
  canSaveGeofence,
  defaultGeofenceForm,
  geofenceBody,
  geofenceFormOf,
  SENSITIVITY_MARKS,
  validateGeofence,
  type GeofenceForm,
  type Trigger,
} from '../lib/geofence-form';
import { defaultTriangle, distinctPointCount } from '../lib/polygon';
import { EditorShell } from './EditorShell';
import type { PolygonFocus } from './FitPolygon';
import { GeofenceMap } from './GeofenceMap';
import { PointsField } from './PointsField';
import { RecipientsFields } from './RecipientsFields';
import { ScheduleEditor } from './ScheduleEditor';
import { Section } from './Section';
import { TargetsFields } from './TargetsFields';

const TRIGGERS: readonly Trigger[] = ['ENTRY', 'EXIT', 'BOTH'];

// The geofence alarm editor (spec 03 §2): geoLarmDetails/{id}, -1 creates. The id is the path's, or the navigation
// state's (as the spec's screens pass it).
export function GeofenceEditorPage() {
  const params = useParams();
  const state = useLocation().state as { id?: number } | null;
  const id = Number(params.id ?? state?.id ?? -1);
  return (
    <RequireMenuEntry entry={GEOFENCE_LIST_ROUTE}>
      <GeofenceEditor key={id} id={Number.isInteger(id) && id > 0 ? id : null} />
    </RequireMenuEntry>
  );
}

function GeofenceEditor({ id }: { id: number | null }) {
  const { t } = useTranslation(ALARMS_NS);
  const navigate = useNavigate();
  const organizations = useSessionStore((s) => s.organizations);
  const selectedOrganizationId = useSessionStore((s) => s.selectedOrganizationId);
  const superadmin = useSessionStore((s) => isSuperadminRole(s.user?.roles ?? []));
  const loaded = useApiQuery(`geofence.${id}`, () => geofencesApi.get(id!), id !== null);
  const [form, setForm] = useState<GeofenceForm | null>(() =>
    id === null ? defaultGeofenceForm(selectedOrganizationId) : null,
  );
  const [focus, setFocus] = useState<PolygonFocus | null>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!loaded.data) return;
    const next = geofenceFormOf(loaded.data);
    setForm(next);
    setFocus({ points: next.points, at: Date.now() });
  }, [loaded.data]);
  const options = useAlarmOptions(form?.organizationId ?? selectedOrganizationId);

  const back = () => void navigate(`/app/${GEOFENCE_LIST_ROUTE}`);
  const save = useMutation(
    async (f: GeofenceForm) => {
      const body = geofenceBody(f, superadmin);
      return id === null ? geofencesApi.create(body) : geofencesApi.update(id, body);
    },
    {
      onSuccess: () => {
        notifySuccess(t(id === null ? 'editor.created' : 'editor.saved'));
        back();
      },
    },
  );

  const errors = form && touched ? validateGeofence(form) : {};
  const set = (patch: Partial<GeofenceForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const setPoints = (points: ZonePoint[], frame: boolean) => {
    set({ points });
    if (frame) setFocus({ points, at: Date.now() });
  };
  const submit = () => {
    if (!form) return;
    setTouched(true);
    if (Object.keys(validateGeofence(form)).length === 0) void save.run(form);
  };
  const fieldError = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  return (
    <EditorShell
      testId="geofence-editor"
      title={id === null ? t('geofence.createTitle') : t('geofence.editTitle')}
      creating={id === null}
      loading={!form && loaded.loading}
      loadFailed={!form && loaded.error !== undefined}
      busy={save.busy}
      submitDisabled={!form || !canSaveGeofence(form)}
      error={save.error}
      onErrorClose={save.reset}
      onCancel={back}
      onSubmit={submit}
    >
      {form && (
        <>
          <Section title={t('geofence.where')} testId="geofence-section-where">
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
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
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
              <TextField
                label={t('geofence.place')}
                value={form.place}
                onChange={(e) => set({ place: e.target.value })}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'geofence-place' } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <PlaceSearch
                vehicles={[]}
                onPick={(hit) => {
                  set({ place: form.place || [hit.label, hit.detail].filter(Boolean).join(', ') });
                  setPoints(defaultTriangle({ latitude: hit.lat, longitude: hit.lon }), true);
                }}
              />
              <Box sx={{ flexGrow: 1 }} />
              <Typography variant="body2" color="text.secondary" data-testid="geofence-point-count">
                {t('geofence.pointCount', { count: distinctPointCount(form.points) })}
              </Typography>
              <Button onClick={() => setPoints([], false)} data-testid="geofence-clear">
                {t('geofence.draw')}
              </Button>
            </Stack>
            <GeofenceMap points={form.points} focus={focus} onChange={(points) => setPoints(points, false)} />
            {errors.points && (
              <Alert severity="error" data-testid="geofence-points-error">
                {t(`errors.${errors.points}`)}
              </Alert>
            )}
            <PointsField points={form.points} onApply={(points) => setPoints(points, true)} />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: { md: 'center' } }}>
              <Box>
                <Typography variant="body2" gutterBottom>
                  {t('geofence.trigger')}
                </Typography>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={form.trigger}
                  onChange={(_, trigger: Trigger | null) => trigger && set({ trigger })}
                >
                  {TRIGGERS.map((trigger) => (
                    <ToggleButton key={trigger} value={trigger} data-testid={`geofence-trigger-${trigger}`}>
                      {t(`geofence.${trigger}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
              {superadmin && (
                <Box sx={{ width: 280 }} data-testid="geofence-sensitivity">
                  <Typography variant="body2">
                    {t('geofence.sensitivity')}: {form.sensitivity}
                  </Typography>
                  <Slider
                    value={form.sensitivity}
                    min={0}
                    max={100}
                    marks={SENSITIVITY_MARKS.map((value) => ({ value, label: String(value) }))}
                    valueLabelDisplay="auto"
                    onChange={(_, v) => set({ sensitivity: v as number })}
                  />
                </Box>
              )}
            </Stack>
          </Section>
          <Section title={t('geofence.when')} testId="geofence-section-when">
            <ScheduleEditor value={form.schedule} onChange={(schedule) => set({ schedule })} />
          </Section>
          <Section title={t('geofence.which')} testId="geofence-section-which">
            <TargetsFields form={form} options={options} onChange={set} />
          </Section>
          <Section title={t('geofence.who')} testId="geofence-section-who">
            <RecipientsFields form={form} options={options} errors={errors} onChange={set} />
          </Section>
        </>
      )}
    </EditorShell>
  );
}
