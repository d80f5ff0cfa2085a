import { TextField } from '@mui/material';
import { useRef, useState } from 'react';

interface Props {
  label: string;
  /** The stored value; the parent keys the field by it, so a saved change starts the field over. */
  initial: string;
  type?: 'text' | 'datetime-local';
  testId: string;
  disabled?: boolean;
  helperText?: string;
  placeholder?: string;
  width?: number | string;
  /** An error text for a value that cannot be sent, else null. */
  check?(value: string): string | null;
  /** Sends the value; false when it was not taken, and the field shows the stored value again. */
  onCommit(value: string): Promise<boolean>;
}

// A superadmin-mode field: typed freely, sent when left or on Enter, and only when it changed.
export function CommitField({
  label,
  initial,
  type = 'text',
  testId,
  disabled,
  helperText,
  placeholder,
  width,
  check,
  onCommit,
}: Props) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Enter and the blur that follows (a confirmation taking the focus) must not send twice.
  const inFlight = useRef(false);

  const commit = async () => {
    if (value === initial || inFlight.current) return;
    const problem = check?.(value) ?? null;
    setError(problem);
    if (problem) return;
    inFlight.current = true;
    setSending(true);
    const taken = await onCommit(value);
    inFlight.current = false;
    setSending(false);
    if (!taken) setValue(initial);
  };

  return (
    <TextField
      size="small"
      type={type}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        setError(null);
      }}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void commit();
        }
      }}
      disabled={disabled || sending}
      error={error !== null}
      helperText={error ?? helperText}
      sx={{ width }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    />
  );
}
