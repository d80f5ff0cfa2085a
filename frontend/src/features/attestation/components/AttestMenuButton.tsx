import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { Button, LinearProgress, ListItemText, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Scope } from '../api/attestation-api';
import type { MonthRef } from '../api/types';
import { useAttestMenuStates } from '../hooks/useAttestMenuStates';
import type { AttestTarget } from '../lib/attest-check';
import { attestMonthOptions, formatMonth, monthKey } from '../lib/attest-months';
import { monthStatus } from '../lib/month-status';
import { ATTESTATION_NS } from '../i18n';
import { AttestDialog } from './AttestDialog';

interface Props {
  target: AttestTarget;
  /** The chosen vehicle's name, for the dialog. */
  vehicleLabel: string;
  scope?: Scope;
  /** The month is attested: its trips are now locked. */
  onAttested(): void;
}

// The trips page's "attest trips" menu (spec 02 §2.1, §5): the last three months of the chosen vehicle, each with its
// state; an attested month is not offered again. Choosing one opens the attest dialog.
export function AttestMenuButton({ target, vehicleLabel, scope, onAttested }: Props) {
  const { t } = useTranslation(ATTESTATION_NS);
  // The months are taken when the menu opens, so a page left open over a month's end offers the right ones.
  const [menu, setMenu] = useState<{ anchor: HTMLElement; months: MonthRef[] } | null>(null);
  const [chosen, setChosen] = useState<MonthRef | null>(null);
  const vehicleId = 'vehicleId' in target ? target.vehicleId : null;

  const button = (
    <Button
      variant="outlined"
      startIcon={<TaskAlt />}
      endIcon={<ArrowDropDown />}
      disabled={vehicleId === null}
      onClick={(e) => setMenu({ anchor: e.currentTarget, months: attestMonthOptions(Date.now()) })}
      data-testid="attest-button"
      sx={{ height: 40, flexShrink: 0 }}
    >
      {t('attest.button')}
    </Button>
  );

  return (
    <>
      {'reason' in target ? (
        <Tooltip title={t(`attest.unavailable.${target.reason}`)}>
          {/* A disabled button gets no pointer events: the span carries the tooltip. */}
          <span data-testid="attest-unavailable" data-reason={target.reason}>
            {button}
          </span>
        </Tooltip>
      ) : (
        button
      )}
      {menu && vehicleId !== null && (
        <AttestMonthMenu
          anchor={menu.anchor}
          months={menu.months}
          vehicleId={vehicleId}
          scope={scope}
          onChoose={(month) => {
            setChosen(month);
            setMenu(null);
          }}
          onClose={() => setMenu(null)}
        />
      )}
      {chosen && vehicleId !== null && (
        <AttestDialog
          month={chosen}
          vehicleId={vehicleId}
          vehicleLabel={vehicleLabel}
          scope={scope}
          onClose={() => setChosen(null)}
          onAttested={() => {
            setChosen(null);
            onAttested();
          }}
        />
      )}
    </>
  );
}

interface MenuProps {
  anchor: HTMLElement;
  months: readonly MonthRef[];
  vehicleId: number;
  scope?: Scope;
  onChoose(month: MonthRef): void;
  onClose(): void;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Mounted for each opening, so the states shown are read now, never those of an earlier opening.
function AttestMonthMenu({ anchor, months, vehicleId, scope, onChoose, onClose }: MenuProps) {
  const { t, i18n } = useTranslation(ATTESTATION_NS);
  const { states, loading } = useAttestMenuStates(vehicleId, months, scope);
  return (
    <Menu anchorEl={anchor} open onClose={onClose} slotProps={{ list: { 'data-testid': 'attest-menu' } as object }}>
      <ListSubheader sx={{ lineHeight: '36px' }}>{t('attest.menuHeading')}</ListSubheader>
      {loading && <LinearProgress sx={{ mx: 2 }} />}
      {months.map((month) => {
        const state = loading ? undefined : states.get(monthKey(month));
        const status = state ? monthStatus(state) : null;
        return (
          <MenuItem
            key={monthKey(month)}
            disabled={state?.attested ?? false}
            onClick={() => onChoose(month)}
            data-testid={`attest-month-${monthKey(month)}`}
            data-status={status ?? ''}
          >
            <ListItemText
              primary={capitalized(formatMonth(month, i18n.language))}
              secondary={status ? t(`status.${status}`) : undefined}
            />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
