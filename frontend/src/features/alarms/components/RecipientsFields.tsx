import { Autocomplete, Chip, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '../../../components/fields';
import type { AlarmOptions } from '../hooks/useAlarmOptions';
import { ALARMS_NS } from '../i18n';
import { isEmail, type CommonForm, type FormErrors } from '../lib/common-form';
import { IdsSelect } from './IdsSelect';

interface Props {
  form: CommonForm;
  options: AlarmOptions;
  errors: FormErrors;
  onChange(patch: Partial<CommonForm>): void;
}

const split = (values: readonly string[]) => [
  ...new Set(
    values
      .flatMap((v) => v.split(/[,;\s]+/))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

// Who: e-mail recipients, in-app recipients (the organisation's users), repeat hours or once, and acknowledgement.
export function RecipientsFields({ form, options, errors, onChange }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  return (
    <>
      <Autocomplete
        multiple
        freeSolo
        autoSelect
        options={[] as string[]}
        value={form.emails}
        onChange={(_, next) => onChange({ emails: split(next) })}
        renderValue={(chosen, getItemProps) =>
          chosen.map((email, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            const bad = !isEmail(email);
            return (
              <Chip
                key={key}
                {...itemProps}
                size="small"
                label={email}
                color={bad ? 'error' : 'default'}
                variant={bad ? 'outlined' : 'filled'}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('editor.emails')}
            error={Boolean(errors.emails)}
            helperText={errors.emails ? t(`errors.${errors.emails}`) : t('editor.emailsHelp')}
            slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'alarm-emails' } }}
          />
        )}
      />
      <IdsSelect
        label={t('editor.pushUsers')}
        options={options.users}
        value={form.pushUserIds}
        onChange={(pushUserIds) => onChange({ pushUserIds })}
        testId="alarm-push-users"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t('editor.repeatHours')}
          value={form.notifyOnce ? '0' : form.repeatHours}
          disabled={form.notifyOnce}
          onChange={(e) => onChange({ repeatHours: e.target.value })}
          error={Boolean(errors.repeatHours)}
          helperText={errors.repeatHours ? t(`errors.${errors.repeatHours}`) : undefined}
          size="small"
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'alarm-repeat-hours' } }}
        />
        <CheckboxField
          label={t('editor.notifyOnce')}
          checked={form.notifyOnce}
          onChange={(notifyOnce) => onChange({ notifyOnce })}
          testId="alarm-notify-once"
        />
        <CheckboxField
          label={t('editor.notifyWhenAcknowledged')}
          checked={form.notifyWhenAcknowledged}
          onChange={(notifyWhenAcknowledged) => onChange({ notifyWhenAcknowledged })}
          testId="alarm-notify-acknowledged"
        />
      </Stack>
    </>
  );
}
