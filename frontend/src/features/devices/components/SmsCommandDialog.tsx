import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/fields';
import { isApiError } from '../../../lib/api-error-text';
import { useMutation } from '../../../lib/useMutation';
import { notifySuccess } from '../../../app/notifications/store/notification-store';
import { devicesApi } from '../api/devices-api';
import type { Device } from '../api/types';

const COMMANDS = ['getinfo'] as const;

// SMS command through the connectivity provider. Without a configured provider the dialog says so instead of
// pretending it sent anything.
export function SmsCommandDialog({ device, onClose }: { device: Device; onClose(): void }) {
  const { t } = useTranslation('devices');
  const [command, setCommand] = useState<(typeof COMMANDS)[number]>(COMMANDS[0]);
  const send = useMutation(() => devicesApi.sendSms(device.id, command), {
    onSuccess: () => {
      notifySuccess(t('sms.sent'));
      onClose();
    },
  });
  const notConfigured = isApiError(send.error, 'SERVICE_NOT_CONFIGURED');

  return (
    <FormDialog
      title={`${t('sms.title')} · ${device.imei}`}
      testId="sms-dialog"
      maxWidth="xs"
      busy={send.busy}
      error={notConfigured ? t('sms.notConfigured') : send.error}
      errorTestId="sms-error"
      submitLabel={t('sms.send')}
      submitTestId="sms-send"
      cancelLabel={t('translation:common.close')}
      onSubmit={() => void send.run()}
      onClose={onClose}
    >
      <SelectField
        label={t('sms.command')}
        value={command}
        options={COMMANDS.map((c) => ({ value: c, label: c }))}
        onChange={setCommand}
      />
    </FormDialog>
  );
}
