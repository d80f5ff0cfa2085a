import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { useTranslation } from 'react-i18next';

import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';
import {
  bothThresholdsEnabled,
  emptyServiceEntry,
  LATEST_SERVICE_KM_MAX,
  LEAD_DIST_KM_MAX,
  LEAD_TIME_WEEKS_MAX,
  leadDistEnabled,
  leadTimeEnabled,
  SERVICE_AFTER_KM_MAX,
  SERVICE_AFTER_MONTHS_MAX,
  type ServiceEntryErrors,
  type ServiceEntryForm,
} from '../lib/service-entry';

interface Props {
  entries: ServiceEntryForm[];
  errors: Record<string, ServiceEntryErrors>;
  touched: boolean;
  onChange(entries: ServiceEntryForm[]): void;
}

const newId = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `s${Date.now()}`);

// Tab two of the editor: service entries with the rules of spec 01 §5.
export function ServiceEntriesTab({ entries, errors, touched, onChange }: Props) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const update = (id: string, patch: Partial<ServiceEntryForm>) =>
    onChange(entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));

  return (
    <Stack spacing={2} data-testid="service-entries">
      {entries.length === 0 && <Typography color="text.secondary">{t('service.empty')}</Typography>}
      {entries.map((entry, index) => (
        <ServiceEntryCard
          key={entry.id}
          index={index}
          entry={entry}
          errors={touched ? (errors[entry.id] ?? {}) : {}}
          onChange={(patch) => update(entry.id, patch)}
          onRemove={() => onChange(entries.filter((e) => e.id !== entry.id))}
        />
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => onChange([...entries, emptyServiceEntry(newId())])}
          data-testid="service-add"
        >
          {t('service.add')}
        </Button>
      </Box>
    </Stack>
  );
}

interface CardProps {
  index: number;
  entry: ServiceEntryForm;
  errors: ServiceEntryErrors;
  onChange(patch: Partial<ServiceEntryForm>): void;
  onRemove(): void;
}

function ServiceEntryCard({ index, entry, errors, onChange, onRemove }: CardProps) {
  const { t } = useTranslation(['vehicles', 'translation'], { nsMode: 'fallback' });
  const message = (field: keyof ServiceEntryErrors, max?: number): string | undefined => {
    const e = errors[field];
    if (!e) return undefined;
    if (e === 'range') return t('service.range', { min: 0, max: max?.toLocaleString('sv-SE') });
    if (e === 'notNumber') return t('form.notNumber');
    return t('form.required');
  };
  const numberField = (field: keyof ServiceEntryForm, label: string, max: number, disabled = false) => (
    <TextField
      label={label}
      value={entry[field] as string}
      disabled={disabled}
      onChange={(e) => onChange({ [field]: e.target.value })}
      error={Boolean(errors[field])}
      helperText={message(field, max) ?? (disabled ? t('service.leadDisabled') : undefined)}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `service-${index}-${field}` } }}
      sx={{ flex: 1 }}
    />
  );
  const kmSet = leadDistEnabled(entry);
  const monthsSet = leadTimeEnabled(entry);
  return (
    <Card variant="outlined" data-testid={`service-entry-${index}`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <TextField
              label={t('service.name')}
              value={entry.name}
              onChange={(e) => onChange({ name: e.target.value })}
              error={Boolean(errors.name)}
              helperText={message('name')}
              slotProps={{ htmlInput: { 'data-testid': `service-${index}-name` } }}
              sx={{ flex: 1 }}
            />
            <Tooltip title={t('service.remove')}>
              <IconButton onClick={onRemove} aria-label={t('service.remove')} data-testid={`service-${index}-remove`}>
                <Delete />
              </IconButton>
            </Tooltip>
          </Stack>
          {errors.interval && (
            <Alert severity="error" data-testid={`service-${index}-interval-error`}>
              {t('service.atLeastOneInterval')}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {numberField('serviceAfterKm', t('service.serviceAfterKm'), SERVICE_AFTER_KM_MAX)}
            {numberField('serviceAfterMonths', t('service.serviceAfterMonths'), SERVICE_AFTER_MONTHS_MAX)}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {numberField('latestServiceKm', t('service.latestServiceKm'), LATEST_SERVICE_KM_MAX)}
            <DatePicker
              label={t('service.latestServiceDate')}
              format="YYYY-MM-DD"
              value={entry.latestServiceDate ? dayjs.tz(entry.latestServiceDate, APP_TIME_ZONE) : null}
              onChange={(d) => onChange({ latestServiceDate: d?.isValid() ? d.format('YYYY-MM-DD') : '' })}
              enableAccessibleFieldDOMStructure={false}
              sx={{ flex: 1 }}
              slotProps={{
                textField: {
                  error: Boolean(errors.latestServiceDate),
                  helperText: message('latestServiceDate'),
                  inputProps: { 'data-testid': `service-${index}-latestServiceDate` },
                },
              }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {numberField('leadDistKm', t('service.leadDistKm'), LEAD_DIST_KM_MAX, !kmSet)}
            {numberField('leadTimeWeeks', t('service.leadTimeWeeks'), LEAD_TIME_WEEKS_MAX, !monthsSet)}
          </Stack>
          {bothThresholdsEnabled(entry) && (
            <FormControlLabel
              label={t('service.bothThresholds')}
              control={
                <Checkbox
                  checked={entry.bothThresholdsRequired}
                  onChange={(e) => onChange({ bothThresholdsRequired: e.target.checked })}
                />
              }
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
