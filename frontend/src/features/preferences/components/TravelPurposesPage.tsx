import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { useSessionStore } from '../../../app/session/store/session-store';
import { useApiQuery } from '../../../lib/useApiQuery';
import { INPUT_LIMITS } from '../../../lib/input-limits';
import { useMutation } from '../../../lib/useMutation';
import { purposesApi } from '../api/preferences-api';
import { usePreferenceUser } from '../hooks/usePreferenceUser';
import { addPurpose, removePurpose, type PurposeProblem } from '../lib/purposes';
import { PREFERENCES_NS } from '../i18n';
import { UserSelect } from './UserSelect';

// The travel purposes page (spec 03 §2 "Travel purposes page"): a user's saved purposes, each added or removed at
// once (the whole list is saved); a driver's own, an administrator chooses the user.
export function TravelPurposesPage() {
  const { t } = useTranslation(PREFERENCES_NS);
  const user = usePreferenceUser();
  const { userId, isSelf } = user;
  const setSessionUser = useSessionStore((s) => s.setUser);
  const purposes = useApiQuery(
    `purposes.${userId}`,
    () => purposesApi.get(userId ?? 0).then((list) => ({ userId, list })),
    userId !== null,
  );
  const saved = purposes.data?.userId === userId ? purposes.data.list : undefined;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<PurposeProblem | null>(null);

  const save = useMutation((id: number, list: string[]) => purposesApi.save(id, list), {
    onSuccess: (updated, id) => {
      notifySuccess(t('purposes.savedOk'));
      // The session keeps the viewer's own user, purposes included.
      if (isSelf && updated.userId === id) setSessionUser(updated);
      void purposes.reload();
    },
  });

  const add = async () => {
    if (userId === null || !saved) return;
    const result = addPurpose(saved, draft);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    if (await save.run(userId, result.purposes)) setDraft('');
  };

  return (
    <Box
      data-testid="purposes-page"
      data-state={purposes.loading || save.busy ? 'loading' : purposes.error ? 'error' : 'done'}
      data-user={userId ?? ''}
    >
      <Typography variant="h5" sx={{ mb: 2 }}>
        {t('purposes.title')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <UserSelect user={user} testId="purposes-user" />
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <TextField
            label={t('purposes.input')}
            value={draft}
            required
            size="small"
            disabled={!saved}
            onChange={(e) => {
              setDraft(e.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ? t(`purposes.problem.${problem}`) : ' '}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.purposeLength, 'data-testid': 'purpose-input' } }}
          />
          <Button type="submit" variant="contained" disabled={!saved || save.busy} data-testid="purpose-add">
            {t('purposes.add')}
          </Button>
        </Stack>
        {purposes.loading && !saved && <LinearProgress />}
        {!purposes.loading && purposes.error !== undefined && <Alert severity="error">{t('loadFailed')}</Alert>}
        {saved && (
          <Paper variant="outlined">
            <Table size="small" data-testid="purposes-table" data-count={saved.length}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('purposes.column')}</TableCell>
                  <TableCell align="right" sx={{ width: 64 }} />
                </TableRow>
              </TableHead>
              <TableBody>
                {saved.map((purpose) => (
                  <TableRow key={purpose} data-testid="purpose-row" data-purpose={purpose}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{purpose}</TableCell>
                    <TableCell align="right">
                      <Tooltip title={t('purposes.remove')}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={t('purposes.remove')}
                            disabled={save.busy}
                            onClick={() => userId !== null && void save.run(userId, removePurpose(saved, purpose))}
                            data-testid="purpose-remove"
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
                {saved.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={2}>
                      <Typography color="text.secondary" variant="body2" data-testid="purposes-empty">
                        {t('purposes.empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
