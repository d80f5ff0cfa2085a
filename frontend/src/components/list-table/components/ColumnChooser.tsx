import ViewColumn from '@mui/icons-material/ViewColumn';
import { Button, Checkbox, Divider, FormControlLabel, Popover, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  columns: { field: string; headerName?: string }[];
  hidden: Record<string, boolean>;
  onToggle(field: string, hidden: boolean): void;
  onShowAll(): void;
  onReset(): void;
}

export function ColumnChooser({ columns, hidden, onToggle, onShowAll, onReset }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="column-chooser"
      >
        {t('table.columns')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack sx={{ p: 1.5, minWidth: 220 }}>
          {columns.map((c) => (
            <FormControlLabel
              key={c.field}
              control={
                <Checkbox
                  size="small"
                  checked={!hidden[c.field]}
                  onChange={(e) => onToggle(c.field, !e.target.checked)}
                  slotProps={{ input: { 'data-testid': `column-toggle-${c.field}` } as object }}
                />
              }
              label={c.headerName ?? c.field}
            />
          ))}
          <Divider sx={{ my: 1 }} />
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={onShowAll} data-testid="columns-show-all">
              {t('table.showAll')}
            </Button>
            <Button size="small" onClick={onReset} data-testid="columns-reset">
              {t('table.reset')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
