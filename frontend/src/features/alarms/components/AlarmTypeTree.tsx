import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { ALARMS_NS } from '../i18n';
import { ALL_TYPES, NAMES_OF_TYPE } from '../lib/alarm-names';
import { toggleName, toggleType, typeState } from '../lib/periods';

interface Props {
  value: string[];
  onChange(names: string[]): void;
}

const TYPE_KEY = 'type:';

// The alarm-type tree of the triggered alarms page: each type with its names beneath; ticking a type ticks its
// names. Nothing ticked means every alarm.
export function AlarmTypeTree({ value, onChange }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  return (
    <TextField
      select
      size="small"
      label={t('events.alarmTypes')}
      value={value}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: () =>
            value.length === 0 ? t('events.allAlarmTypes') : value.map((name) => t(`name.${name}`)).join(', '),
          // The menu's items toggle themselves (a type toggles its names), so the select's own change is ignored.
          onChange: () => undefined,
          SelectDisplayProps: { 'data-testid': 'events-alarm-types' } as object,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 400 } } } },
        },
      }}
    >
      {ALL_TYPES.flatMap((type) => {
        const state = typeState(type, value);
        return [
          <MenuItem
            key={`${TYPE_KEY}${type}`}
            value={`${TYPE_KEY}${type}`}
            dense
            onClick={() => onChange(toggleType(type, value))}
            data-testid={`events-type-${type}`}
          >
            <Checkbox size="small" checked={state === 'all'} indeterminate={state === 'some'} />
            <ListItemText primary={t(`type.${type}`)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </MenuItem>,
          ...NAMES_OF_TYPE[type].map((name) => (
            <MenuItem
              key={name}
              value={name}
              dense
              sx={{ pl: 4 }}
              onClick={() => onChange(toggleName(name, value))}
              data-testid={`events-name-${name}`}
            >
              <Checkbox size="small" checked={value.includes(name)} />
              <ListItemText primary={t(`name.${name}`)} />
            </MenuItem>
          )),
        ];
      })}
    </TextField>
  );
}
