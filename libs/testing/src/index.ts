export { launchChromium } from './chromium';
export { freePort } from './free-port';
export { type CollectedMessage, KafkaCollector, KafkaTestProducer } from './kafka-collector';
export * from './platform';
export * from './processes';
export { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';
export { type TestEnv, testEnv } from './test-env';
