import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSessionStore } from '../../../app/session/store/session-store';
import { FormDialog } from '../../../components/FormDialog';
import { dayjs } from '../../../lib/dates';
import type { ReportType } from '../api/types';
import type { ReportExport } from '../hooks/useReportExport';
import { reportCsvDelimiter } from '../lib/csv-delimiter';
import {
  defaultChoices,
  emailProblem,
  exportRequest,
  type DeliveryChoice,
  type ExportChoices,
  type ExportContext,
} from '../lib/export-form';
import { daysPeriod, monthToDate } from '../lib/periods';
import { downloadable, formatsOf, hasShowPrivate } from '../lib/report-types';
import { REPORTS_NS } from '../i18n';

// Spec 02 §9: the export modal closes this long after the server accepted the request.
export const CLOSE_AFTER_ACCEPT_MS = 300;

interface Props {
  type: ReportType;
  context: ExportContext;
  exporter: ReportExport;
  onClose(): void;
}

const valid = (d: Dayjs | null): d is Dayjs => d !== null && d.isValid();

// The export modal (spec 02 §2.4, §2.1): format, download or e-mail, show private; a period of its own when the
// page has none (the trackers' report).
export function ExportReportDialog({ type, context, exporter, onClose }: Props) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const ownEmail = useSessionStore((s) => s.user?.displayEmail ?? '');
  const [choices, setChoices] = useState<ExportChoices>(() => defaultChoices(type, ownEmail));
  const [days, setDays] = useState(() => monthToDate(Date.now()));
  const [touched, setTouched] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const period = context.period !== undefined ? context.period : daysPeriod(days.from, days.to);
  const problem = emailProblem(choices);
  const set = (patch: Partial<ExportChoices>) => setChoices((c) => ({ ...c, ...patch }));
  const busy = exporter.phase !== 'idle';

  const submit = () => {
    setTouched(true);
    if (problem || !period) return;
    const request = exportRequest(type, context, period, choices, {
      language: i18n.language === 'en' ? 'en' : 'sv',
      csvDelimiter: reportCsvDelimiter(),
    });
    void exporter.run(
      { type, format: choices.format, request, organizationId: context.organizationId ?? undefined },
      () => {
        closeTimer.current = setTimeout(onClose, CLOSE_AFTER_ACCEPT_MS);
      },
    );
  };

  const emailError =
    touched && problem
      ? problem.kind === 'required'
        ? t('export.emailRequired')
        : t('export.emailInvalid', { value: problem.value })
      : null;
  return (
    <FormDialog
      title={t('export.title', { type: t(`type.${type}`) })}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitDisabled={!period}
      submitLabel={choices.delivery === 'email' ? t('export.send') : t('export.create')}
      submitTestId="report-export-submit"
      testId="report-export-dialog"
    >
      {context.period === undefined && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <DatePicker
            label={t('export.from')}
            format="YYYY-MM-DD"
            value={dayjs(days.from)}
            onChange={(d) => valid(d) && setDays((p) => ({ ...p, from: d.format('YYYY-MM-DD') }))}
            enableAccessibleFieldDOMStructure={false}
            slotProps={{
              textField: {
                error: !period,
                helperText: period ? undefined : t('export.badPeriod'),
                inputProps: { 'data-testid': 'report-from' },
              },
            }}
          />
          <DatePicker
            label={t('export.to')}
            format="YYYY-MM-DD"
            value={dayjs(days.to)}
            onChange={(d) => valid(d) && setDays((p) => ({ ...p, to: d.format('YYYY-MM-DD') }))}
            enableAccessibleFieldDOMStructure={false}
            slotProps={{ textField: { error: !period, inputProps: { 'data-testid': 'report-to' } } }}
          />
        </Stack>
      )}
      {context.period === null && <Alert severity="warning">{t('export.noSelection')}</Alert>}
      <FormControl>
        <FormLabel>{t('export.format')}</FormLabel>
        <RadioGroup
          row
          value={choices.format}
          onChange={(e) => set({ format: e.target.value as ExportChoices['format'] })}
        >
          {formatsOf(type).map((f) => (
            <FormControlLabel
              key={f}
              value={f}
              control={<Radio slotProps={{ input: { 'data-testid': `report-format-${f}` } as object }} />}
              label={t(`format.${f}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {downloadable(type) ? (
        <FormControl>
          <FormLabel>{t('export.delivery')}</FormLabel>
          <RadioGroup
            row
            value={choices.delivery}
            onChange={(e) => {
              const delivery = e.target.value as DeliveryChoice;
              set({ delivery, emailText: delivery === 'email' && !choices.emailText ? ownEmail : choices.emailText });
            }}
          >
            <FormControlLabel
              value="download"
              control={<Radio slotProps={{ input: { 'data-testid': 'report-delivery-download' } as object }} />}
              label={t('export.download')}
            />
            <FormControlLabel
              value="email"
              control={<Radio slotProps={{ input: { 'data-testid': 'report-delivery-email' } as object }} />}
              label={t('export.byEmail')}
            />
          </RadioGroup>
        </FormControl>
      ) : (
        <Alert severity="info">{t('export.emailOnly')}</Alert>
      )}
      {choices.delivery === 'email' && (
        <TextField
          label={t('export.recipients')}
          value={choices.emailText}
          onChange={(e) => set({ emailText: e.target.value })}
          onBlur={() => setTouched(true)}
          error={emailError !== null}
          helperText={emailError ?? t('export.recipientsHelp')}
          required
          slotProps={{ htmlInput: { 'data-testid': 'report-email' } }}
        />
      )}
      {hasShowPrivate(type) && (
        <FormControlLabel
          control={
            <Switch
              checked={choices.showPrivate}
              onChange={(e) => set({ showPrivate: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'report-show-private' } as object }}
            />
          }
          label={t('export.showPrivate')}
        />
      )}
    </FormDialog>
  );
}
