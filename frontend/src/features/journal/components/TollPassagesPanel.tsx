import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Replay from '@mui/icons-material/Replay';
import Save from '@mui/icons-material/Save';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { JournalEntry } from '../api/types';
import type { TollEditing } from '../hooks/useTollEditing';
import { formatSek, type PassageRow, passageRows, type TaxKind, taxTotal } from '../lib/toll-passages';
import { JOURNAL_NS } from '../i18n';

const TEST_IDS: Record<TaxKind, string> = {
  congestion: 'route-panel-congestion',
  infrastructure: 'route-panel-infrastructure',
};

/** An amount, or the override beside the struck-through computed amount. */
function Amount({ amount, override, testId }: { amount: number; override: number | null; testId: string }) {
  const { i18n } = useTranslation(JOURNAL_NS);
  if (override === null) return <span data-testid={testId}>{formatSek(amount, i18n.language)}</span>;
  return (
    <Box component="span" data-testid={testId} sx={{ whiteSpace: 'nowrap' }}>
      <Box component="s" data-testid={`${testId}-original`} sx={{ color: 'text.secondary', mr: 0.75 }}>
        {formatSek(amount, i18n.language)}
      </Box>
      <Box component="span" data-testid={`${testId}-override`} sx={{ fontWeight: 600 }}>
        {formatSek(override, i18n.language)}
      </Box>
    </Box>
  );
}

/** A control with its hint; in the frozen states disabled, the tooltip saying why (on a span: disabled buttons
 * take no pointer events). */
function Hinted({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** A passage's edit controls: the amount to charge instead (empty: the computed one) and remove / bring back. */
function PassageEditor({ row, kind, editing }: { row: PassageRow; kind: TaxKind; editing: TollEditing }) {
  const { t } = useTranslation(JOURNAL_NS);
  const current = row.override ?? row.amount;
  const [text, setText] = useState(String(current));
  const trimmed = text.trim();
  const amount = trimmed === '' ? null : /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : undefined;
  const disabled = editing.frozen || editing.busy;
  const why = (hint: string) => (editing.frozen ? t('panels.tollEditing.frozen') : hint);
  const testId = `toll-passage-${row.passageId}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end' }}>
      <TextField
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={disabled || !row.active}
        error={amount === undefined}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('panels.tollEditing.amountLabel'),
            'data-testid': `${testId}-input`,
          },
        }}
        sx={{ width: 76 }}
      />
      <Hinted title={why(t('panels.tollEditing.save'))}>
        <IconButton
          size="small"
          aria-label={t('panels.tollEditing.save')}
          data-testid={`${testId}-save`}
          disabled={disabled || !row.active || amount === undefined || (amount ?? row.amount) === current}
          onClick={() => {
            if (amount !== undefined) void editing.override(row.passageId, kind, amount);
          }}
        >
          <Save fontSize="small" />
        </IconButton>
      </Hinted>
      <Hinted title={why(t(row.active ? 'panels.tollEditing.remove' : 'panels.tollEditing.bringBack'))}>
        <IconButton
          size="small"
          aria-label={t(row.active ? 'panels.tollEditing.remove' : 'panels.tollEditing.bringBack')}
          data-testid={`${testId}-toggle`}
          disabled={disabled}
          onClick={() => void editing.setActive(row.passageId, !row.active)}
        >
          {row.active ? <DeleteOutline fontSize="small" /> : <Replay fontSize="small" />}
        </IconButton>
      </Hinted>
    </Box>
  );
}

// One tax's panel of the route panel (spec 02 §2.2, §9): the sum in its heading, then the passages (station, local
// time, amount in kr); a passage removed by an override is struck through and marked. With `editing` (ADMIN, ROOT,
// HEXA) each passage has its edit controls and the panel a restore button, disabled in the frozen states.
export function TollPassagesPanel({
  entry,
  kind,
  editing,
}: {
  entry: JournalEntry;
  kind: TaxKind;
  editing?: TollEditing;
}) {
  const { t } = useTranslation(JOURNAL_NS);
  const controls = editing?.canEdit ? editing : undefined;
  const testId = TEST_IDS[kind];
  const rows = passageRows(entry, kind);
  const total = taxTotal(entry, kind);
  return (
    <Accordion defaultExpanded disableGutters variant="outlined" data-testid={testId}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'flex', width: '100%', alignItems: 'baseline', gap: 1, pr: 1 }}>
          <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
            {t(kind === 'congestion' ? 'panels.congestionTax' : 'panels.infrastructureFee')}
          </Typography>
          {rows.length > 0 && (
            <Typography variant="body2">
              <Amount amount={total.amount} override={total.override} testId={`${testId}-total`} />
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ p: rows.length > 0 ? 0 : undefined }}>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid={`${testId}-empty`}>
            {t('panels.noPassages')}
          </Typography>
        ) : (
          <Table size="small" data-testid={`${testId}-table`} sx={{ '& th, & td': { px: 1.5 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('panels.tollColumns.station')}</TableCell>
                <TableCell>{t('panels.tollColumns.time')}</TableCell>
                <TableCell align="right">{t('panels.tollColumns.amount')}</TableCell>
                {controls && <TableCell align="right">{t('panels.tollEditing.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.passageId}
                  data-testid={`toll-passage-${row.passageId}`}
                  data-active={row.active}
                  sx={row.active ? undefined : { '& td': { textDecoration: 'line-through', color: 'text.disabled' } }}
                >
                  <TableCell>
                    {row.station}
                    {!row.active && (
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ ml: 1, textDecoration: 'none', display: 'inline-block' }}
                        data-testid={`toll-passage-${row.passageId}-removed`}
                      >
                        ({t('panels.passageRemoved')})
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time}</TableCell>
                  <TableCell align="right">
                    <Amount
                      amount={row.amount}
                      override={row.override}
                      testId={`toll-passage-${row.passageId}-amount`}
                    />
                  </TableCell>
                  {controls && (
                    <TableCell align="right" sx={{ '&&': { textDecoration: 'none' } }}>
                      <PassageEditor
                        key={`${row.override ?? row.amount}|${row.active}`}
                        row={row}
                        kind={kind}
                        editing={controls}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {controls && rows.length > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <Hinted title={controls.frozen ? t('panels.tollEditing.frozen') : t('panels.tollEditing.restoreHint')}>
              <Button
                size="small"
                startIcon={<Replay />}
                data-testid={`${testId}-restore`}
                disabled={controls.frozen || controls.busy}
                onClick={() => void controls.restore(kind)}
              >
                {t('panels.tollEditing.restore')}
              </Button>
            </Hinted>
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
