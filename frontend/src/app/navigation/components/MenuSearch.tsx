import { useTranslation } from 'react-i18next';

import { SearchField } from '../../../components/SearchField';
import { useLayoutStore } from '../store/layout-store';

export function MenuSearch() {
  const { t } = useTranslation();
  const term = useLayoutStore((s) => s.menuSearch);
  const setTerm = useLayoutStore((s) => s.setMenuSearch);
  return (
    <SearchField
      value={term}
      onChange={setTerm}
      placeholder={t('menu.searchPlaceholder')}
      testId="menu-search"
      size="small"
    />
  );
}
