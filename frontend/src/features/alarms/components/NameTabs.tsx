import { Badge, Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { badgeColour, badgeLabel, type NameCount } from '../lib/count-badge';
import { ALARMS_NS } from '../i18n';

interface Props {
  names: readonly string[];
  value: string;
  counts: Map<string, NameCount>;
  onChange(name: string): void;
}

// A tab per alarm name with its count badge: red for none, yellow when none is active, green otherwise (spec 03 §2).
export function NameTabs({ names, value, counts, onChange }: Props) {
  const { t } = useTranslation(ALARMS_NS);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={value} onChange={(_, next: string) => onChange(next)} variant="scrollable" scrollButtons="auto">
        {names.map((name) => {
          const count = counts.get(name) ?? { total: 0, active: 0 };
          const colour = badgeColour(count.total, count.active);
          return (
            <Tab
              key={name}
              value={name}
              data-testid={`alarm-tab-${name}`}
              sx={{ pr: 3.5 }}
              label={
                <Badge
                  badgeContent={badgeLabel(count.total)}
                  showZero
                  max={Number.MAX_SAFE_INTEGER}
                  color={colour}
                  data-testid={`alarm-badge-${name}`}
                  data-colour={colour}
                  sx={{ '& .MuiBadge-badge': { right: -14 } }}
                >
                  {t(`name.${name}`)}
                </Badge>
              }
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
