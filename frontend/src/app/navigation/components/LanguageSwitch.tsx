import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { changeLanguage, LANGUAGES, type Language } from '../../../i18n';

export function LanguageSwitch({ withLabel = false }: { withLabel?: boolean }) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language.startsWith('en') ? 'en' : 'sv';
  return (
    <TextField
      select
      size="small"
      fullWidth={withLabel}
      label={withLabel ? t('common.language') : undefined}
      value={current}
      onChange={(e) => changeLanguage(e.target.value as Language)}
      slotProps={{
        select: {
          SelectDisplayProps: { 'aria-label': t('common.language'), 'data-testid': 'language-switch' } as object,
        },
      }}
      sx={{ minWidth: 110 }}
    >
      {LANGUAGES.map((lang) => (
        <MenuItem key={lang} value={lang} data-testid={`language-${lang}`}>
          {t(`languages.${lang}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
