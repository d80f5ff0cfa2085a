import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../components/fields';
import type { PreferenceUser } from '../hooks/usePreferenceUser';
import { PREFERENCES_NS } from '../i18n';

interface Props {
  user: PreferenceUser;
  testId: string;
}

// The user whose preferences are shown; only administrators have one to choose (spec 03 §6).
export function UserSelect({ user, testId }: Props) {
  const { t } = useTranslation(PREFERENCES_NS);
  if (!user.options || user.userId === null) return null;
  return (
    <SelectField
      label={t('user')}
      value={user.userId}
      options={user.options.map((o) => ({ value: o.userId, label: o.name }))}
      onChange={user.choose}
      testId={testId}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}
