import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

interface Props {
  value: string;
  onChange(value: string): void;
  // Also the input's accessible name.
  placeholder: string;
  testId: string;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
}

// A search input with the magnifier in front (list headers, the devices screen, the menu).
export function SearchField({ value, onChange, placeholder, testId, size, sx }: Props) {
  return (
    <TextField
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      size={size}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': placeholder, 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
