import { Checkbox, FormControlLabel, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

interface SelectFieldProps<V extends string | number> {
  label: ReactNode;
  value: NoInfer<V> | '';
  options: readonly SelectOption<V>[];
  onChange(value: NoInfer<V>): void;
  testId?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: TextFieldProps['sx'];
  /** A first entry for "none" (shown for the value ''); choosing it calls onClear. */
  emptyLabel?: ReactNode;
  onClear?(): void;
}

// A select of the forms: options as value and label; numbers stay numbers. The test id sits on the clickable part.
export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const numeric = props.options.some((o) => typeof o.value === 'number');
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => {
        const raw = e.target.value;
        if (raw === '') props.onClear?.();
        else props.onChange((numeric ? Number(raw) : raw) as V);
      }}
      error={props.error}
      helperText={props.helperText}
      disabled={props.disabled}
      fullWidth={props.fullWidth}
      sx={props.sx}
      slotProps={{
        select: {
          displayEmpty: props.emptyLabel !== undefined,
          SelectDisplayProps: { 'data-testid': props.testId } as object,
        },
        inputLabel: props.emptyLabel !== undefined ? { shrink: true } : undefined,
      }}
    >
      {props.emptyLabel !== undefined && <MenuItem value="">{props.emptyLabel}</MenuItem>}
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Organisations as select options, without the one the object is already in. */
export const organizationOptions = (
  organizations: readonly { organizationId: number; fullName: string }[],
  except?: number | null,
): SelectOption<number>[] =>
  organizations.filter((o) => o.organizationId !== except).map((o) => ({ value: o.organizationId, label: o.fullName }));

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  testId?: string;
  disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, testId, disabled }: CheckboxFieldProps) {
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
    />
  );
}
