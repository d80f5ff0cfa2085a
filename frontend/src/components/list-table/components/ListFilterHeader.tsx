import Add from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchField } from '../../SearchField';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../lib/search';
import { OrganizationTreeSelect } from './OrganizationTreeSelect';

interface Props {
  // The parts that apply to a screen are the ones given (spec 01 §2.10).
  organizationFilter?: { value: number | null; onChange(id: number | null): void };
  onSearch?: (term: string) => void;
  createLabel?: string;
  onCreate?: () => void;
}

export function ListFilterHeader({ organizationFilter, onSearch, createLabel, onCreate }: Props) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    onSearch?.(debounced);
  }, [debounced, onSearch]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} sx={{ mb: 1.5 }}>
      {organizationFilter && <OrganizationTreeSelect {...organizationFilter} />}
      {onSearch && (
        <SearchField
          value={term}
          onChange={setTerm}
          placeholder={t('table.searchPlaceholder')}
          testId="list-search"
          sx={{ maxWidth: { sm: 320 } }}
        />
      )}
      <Stack direction="row" sx={{ flexGrow: 1 }} />
      {onCreate && (
        <Button variant="contained" startIcon={<Add />} onClick={onCreate} data-testid="list-create">
          {createLabel ?? t('common.create')}
        </Button>
      )}
    </Stack>
  );
}
