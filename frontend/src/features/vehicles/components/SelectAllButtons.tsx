import { Button, Stack } from '@mui/material';
import type { TFunction } from 'i18next';

import { toggleAll } from '../lib/multi-select-summary';

interface Props {
  // The screen's t: the superadmin equipment screen always speaks Swedish.
  t: TFunction;
  selected: number[];
  all: number[];
  onChange(ids: number[]): void;
  disabled?: boolean;
  testIds?: [selectAll?: string, deselectAll?: string];
}

// Select all / deselect all beside a multiple select of drivers (vehicle editor, equipment editor).
export function SelectAllButtons({ t, selected, all, onChange, disabled, testIds = [] }: Props) {
  return (
    <Stack direction="row" spacing={1}>
      {([true, false] as const).map((on, i) => (
        <Button
          key={String(on)}
          size="small"
          disabled={disabled}
          onClick={() => onChange(toggleAll(selected, all, on))}
          data-testid={testIds[i]}
        >
          {on ? t('vehicles:form.selectAll') : t('vehicles:form.deselectAll')}
        </Button>
      ))}
    </Stack>
  );
}
