import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { Address } from '../../../api/types';
import { INPUT_LIMITS } from '../../../lib/input-limits';

export const emptyAddress: Address = { streetAndNum: '', zip: '', city: '', state: '', country: '' };
const FIELDS: (keyof Address)[] = ['streetAndNum', 'zip', 'city', 'state', 'country'];

// Exactly the five address fields: the API rejects unknown keys.
export function toAddress(a?: Partial<Address> | null): Address {
  return Object.fromEntries(FIELDS.map((f) => [f, a?.[f] ?? ''])) as unknown as Address;
}

export function AddressFields({
  value,
  onChange,
  testId,
}: {
  value: Address;
  onChange(a: Address): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      {FIELDS.map((f) => (
        <TextField
          key={f}
          label={t(`account.${f}`)}
          value={value[f] ?? ''}
          onChange={(e) => onChange({ ...value, [f]: e.target.value })}
          slotProps={{
            htmlInput: {
              maxLength: f === 'zip' ? INPUT_LIMITS.zip : INPUT_LIMITS.name,
              'data-testid': `${testId}-${f}`,
            },
          }}
        />
      ))}
    </Stack>
  );
}

export function formatAddress(a: Address | null | undefined): string {
  if (!a) return '';
  return [a.streetAndNum, [a.zip, a.city].filter(Boolean).join(' '), a.state, a.country].filter(Boolean).join(', ');
}
