export { launchChromium } from './chromium';
export { freePort } from './free-port';
export * from './platform';
export { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';
export { type TestEnv, testEnv } from './test-env';
