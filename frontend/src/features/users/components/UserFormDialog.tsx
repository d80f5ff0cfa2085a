import { FormControl, FormGroup, FormHelperText, FormLabel, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Role, User } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { CheckboxField } from '../../../components/fields';
import { INPUT_LIMITS } from '../../../lib/input-limits';
import { useMutation } from '../../../lib/useMutation';
import { isAdminRole } from '../../../app/navigation/menu/menu-visibility';
import { useSessionStore } from '../../../app/session/store/session-store';
import { assignableRoles, validateUserForm, type UserFormValues } from '../lib/user-form';

interface Props {
  user?: User;
  onClose(): void;
  onSubmit(values: UserFormValues): Promise<void>;
}

export function UserFormDialog({ user, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const myRoles = useSessionStore((s) => s.user?.roles ?? []);
  const [values, setValues] = useState<UserFormValues>({
    name: user?.displayName ?? '',
    email: user?.displayEmail ?? '',
    phone: user?.phone ?? '',
    roles: user?.roles ?? ['DRIVER'],
    sendInvite: true,
    ibuttonId: user?.ibuttonId ?? '',
  });
  const [touched, setTouched] = useState(false);
  const errors = validateUserForm(values);
  const roles = Array.from(new Set([...assignableRoles(myRoles), ...(user?.roles ?? [])]));

  const toggleRole = (role: Role, on: boolean) =>
    setValues({ ...values, roles: on ? [...values.roles, role] : values.roles.filter((r) => r !== role) });

  // The page saves and reports (the client notifies failures).
  const save = useMutation(onSubmit);
  const submit = () => {
    setTouched(true);
    if (!Object.keys(errors).length) void save.run(values);
  };

  return (
    <FormDialog
      title={user ? t('users.editUser') : t('users.addUser')}
      testId="user-form"
      busy={save.busy}
      submitTestId="user-save"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('common.name')}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        error={touched && !!errors.name}
        helperText={touched && errors.name ? t('common.required') : undefined}
        slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.name, 'data-testid': 'user-name' } }}
      />
      <TextField
        label={t('common.email')}
        type="email"
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        error={touched && !!errors.email}
        helperText={touched && errors.email ? t('common.wrongEmail') : undefined}
        slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.email, 'data-testid': 'user-email' } }}
      />
      <TextField
        label={t('common.phone')}
        value={values.phone}
        onChange={(e) => setValues({ ...values, phone: e.target.value })}
        slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.phone, 'data-testid': 'user-phone' } }}
      />
      <FormControl error={touched && !!errors.roles}>
        <FormLabel>{t('common.roles')}</FormLabel>
        <FormGroup row>
          {roles.map((role) => (
            <CheckboxField
              key={role}
              label={t(`roles.${role}`)}
              checked={values.roles.includes(role)}
              onChange={(checked) => toggleRole(role, checked)}
              testId={`user-role-${role}`}
            />
          ))}
        </FormGroup>
        {touched && errors.roles && <FormHelperText>{t('users.rolesRequired')}</FormHelperText>}
      </FormControl>
      {isAdminRole(myRoles) && (
        <TextField
          label={t('users.ibuttonId')}
          value={values.ibuttonId}
          onChange={(e) => setValues({ ...values, ibuttonId: e.target.value })}
          error={touched && !!errors.ibuttonId}
          helperText={touched && errors.ibuttonId ? t('users.ibuttonInvalid') : t('users.ibuttonHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'user-ibutton', spellCheck: false, autoComplete: 'off' } }}
        />
      )}
      {!user && (
        <CheckboxField
          label={t('users.sendInvite')}
          checked={values.sendInvite}
          onChange={(checked) => setValues({ ...values, sendInvite: checked })}
          testId="user-send-invite"
        />
      )}
    </FormDialog>
  );
}
