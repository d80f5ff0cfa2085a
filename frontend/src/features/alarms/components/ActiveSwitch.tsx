import { Switch } from '@mui/material';

interface Props {
  checked: boolean;
  disabled?: boolean;
  onChange(active: boolean): void;
  testId: string;
  label: string;
}

// A row's active switch: it saves at once, and its click must not open the row's editor.
export function ActiveSwitch({ checked, disabled, onChange, testId, label }: Props) {
  return (
    <Switch
      size="small"
      checked={checked}
      disabled={disabled}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => onChange(e.target.checked)}
      slotProps={{ input: { 'data-testid': testId, 'aria-label': label } as object }}
    />
  );
}
