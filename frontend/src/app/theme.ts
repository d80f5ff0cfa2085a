import { createTheme } from '@mui/material/styles';
import { enUS as coreEn, svSE as coreSv } from '@mui/material/locale';
import { enUS as gridEn, svSE as gridSv } from '@mui/x-data-grid/locales';

export const MOBILE_QUERY = '(max-width:767.95px)';

export function buildTheme(lang: string) {
  const sv = !lang.startsWith('en');
  return createTheme(
    {
      palette: {
        mode: 'dark',
        primary: { main: '#4fa3f7' },
        secondary: { main: '#7bd389' },
        background: { default: '#0f1620', paper: '#16202c' },
      },
      shape: { borderRadius: 8 },
      typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      },
    },
    sv ? coreSv : coreEn,
    sv ? gridSv : gridEn,
  );
}
