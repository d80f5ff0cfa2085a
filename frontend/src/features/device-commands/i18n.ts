// Texts of the device commands dialog (namespace 'deviceCommands'); spec 03 §8 gives the restart texts.
const sv = {
  title: 'Kommandon till enheten',
  action: 'Kommandon till enheten',
  kind: {
    SET_FREQUENCY: 'Ändra uppdateringsfrekvens',
    UPDATE_POSITION: 'Uppdatera senaste position',
    RESTART: 'Starta om enheten',
    GET_INFO: 'Hämta info',
    WEB_CONNECT: 'Webbanslutning (FOTA)',
  },
  state: {
    PENDING: 'Väntar på enheten',
    SENT: 'Skickat',
    RESPONDED: 'Besvarat',
    FAILED: 'Misslyckades',
    EXPIRED: 'Utgånget',
    SUPERSEDED: 'Ersatt',
  },
  columns: { command: 'Kommando', state: 'Status', answer: 'Svar', created: 'Skapat', completed: 'Klart' },
  restartConfirm: 'Är du säker på att du vill starta om enheten?',
  queued: '{{kind}}: skickas när enheten är ansluten',
  positionRequested: 'Begäran om senaste position skickad',
  latestAnswer: 'Senaste svar',
  empty: 'Inga kommandon har skickats till enheten.',
  noDevice: 'Fordonet har ingen enhet.',
  unsupported: 'Enheten stöder inte kommandot.',
  pendingNote: 'En enhet som inte är ansluten får kommandot när den rapporterar nästa gång.',
};

const en: typeof sv = {
  title: 'Device commands',
  action: 'Device commands',
  kind: {
    SET_FREQUENCY: 'Change update frequency',
    UPDATE_POSITION: 'Update latest position',
    RESTART: 'Restart the device',
    GET_INFO: 'Get info',
    WEB_CONNECT: 'Web connect (FOTA)',
  },
  state: {
    PENDING: 'Waiting for the device',
    SENT: 'Sent',
    RESPONDED: 'Answered',
    FAILED: 'Failed',
    EXPIRED: 'Expired',
    SUPERSEDED: 'Superseded',
  },
  columns: { command: 'Command', state: 'State', answer: 'Answer', created: 'Created', completed: 'Done' },
  restartConfirm: 'Are you sure you want to restart the device?',
  queued: '{{kind}}: sent once the device is connected',
  positionRequested: 'Latest position requested',
  latestAnswer: 'Latest answer',
  empty: 'No commands have been sent to the device.',
  noDevice: 'The vehicle has no device.',
  unsupported: 'The device does not support this command.',
  pendingNote: 'A device that is not connected gets the command when it next reports.',
};

export const deviceCommandsI18n = { sv, en };
