import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { RecipientOption } from '../hooks/useScheduleOptions';
import { addRecipients, recipientValid } from '../lib/schedule-form';
import { REPORTS_NS } from '../i18n';

interface Props {
  value: string[];
  users: RecipientOption[];
  onChange(next: string[]): void;
}

// Recipients (spec 02 §5): users of the organisation picked from the list, or e-mail addresses typed in; each
// typed one must be a valid address ("Ogiltig e-postadress" under the field, the chip red).
export function RecipientsField({ value, users, onChange }: Props) {
  const { t } = useTranslation(REPORTS_NS);
  const emails = users.map((u) => u.email);
  const invalid = value.filter((r) => !recipientValid(r, emails));
  const nameOf = (email: string) => users.find((u) => u.email.toLowerCase() === email.toLowerCase())?.name;
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={emails.filter((e) => !value.includes(e))}
      value={value}
      onChange={(_, next) => onChange(addRecipients([], next))}
      getOptionLabel={(email) => email}
      filterOptions={(options, state) => {
        const term = state.inputValue.trim().toLowerCase();
        return options.filter((e) => !term || `${e} ${nameOf(e) ?? ''}`.toLowerCase().includes(term));
      }}
      renderOption={({ key, ...props }, email) => (
        <li key={key} {...props}>
          {nameOf(email) ? `${nameOf(email)} <${email}>` : email}
        </li>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((email, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const bad = invalid.includes(email);
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={email}
              color={bad ? 'error' : 'default'}
              variant={bad ? 'outlined' : 'filled'}
              data-testid={bad ? 'recipient-invalid' : 'recipient'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.recipients')}
          error={invalid.length > 0}
          helperText={
            invalid.length > 0 ? `${t('form.invalidEmail')}: ${invalid.join(', ')}` : t('form.recipientsHelp')
          }
          inputProps={{ ...params.inputProps, 'data-testid': 'schedule-recipients' }}
        />
      )}
    />
  );
}
