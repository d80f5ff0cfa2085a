import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useLayoutStore } from '../store/layout-store';

export function MenuSearch() {
  const { t } = useTranslation();
  const term = useLayoutStore((s) => s.menuSearch);
  const setTerm = useLayoutStore((s) => s.setMenuSearch);
  return (
    <TextField
      value={term}
      onChange={(e) => setTerm(e.target.value)}
      placeholder={t('menu.searchPlaceholder')}
      size="small"
      slotProps={{
        htmlInput: { 'aria-label': t('menu.searchPlaceholder'), 'data-testid': 'menu-search' },
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
