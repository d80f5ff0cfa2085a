import { CssBaseline, ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';

import { Notifier } from './notifications/components/Notifier';
import { useAppVersionPoll } from './session/hooks/useAppVersionPoll';
import { useSessionStore } from './session/store/session-store';
import 'dayjs/locale/sv';
import { installGlobalErrorRedirect } from './global-error';
import { router } from './routes';
import { buildTheme } from './theme';

export function App() {
  const { i18n } = useTranslation();
  const theme = useMemo(() => buildTheme(i18n.language), [i18n.language]);
  const load = useSessionStore((s) => s.load);

  useAppVersionPoll();
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => installGlobalErrorRedirect((path) => void router.navigate(path)), []);

  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={i18n.language.startsWith('en') ? 'en' : 'sv'}>
        <CssBaseline />
        <RouterProvider router={router} />
        <Notifier />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
