export { lateBound, useBeforeAll, useBeforeAllFields, type UseBeforeAllOptions } from './before-all';
export { uniqueConsumerGroups } from './consumer-groups';
export { connectChromium, launchChromium } from './chromium';
export { freePort } from './free-port';
export {
  type CollectedMessage,
  KafkaCollector,
  KafkaTestProducer,
  useKafkaCollector,
  useKafkaTestProducer,
} from './kafka-collector';
export { journalKnowsVehicle, type StoredTrip, storeJournalTrip } from './journal-trips';
export { KafkaMockControl, kafkaMockControl } from './kafka-mock-control';
export {
  GAZETTEER_ADDRESS_RADIUS_M,
  gazetteerAddress,
  type GazetteerPlace,
  loadGazetteer,
  nearestGazetteerPlace,
  type NominatimStandIn,
  type NominatimStandInOptions,
  standInAddress,
  type StandInPosition,
  startNominatimStandIn,
} from './nominatim-stand-in';
export { type Mailbox, mailboxClient, type MailboxServer, startMailboxServer } from './mailbox';
export { type PrivateBroker, startPrivateBroker } from './private-broker';
export * from './platform';
export * from './processes';
export { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';
export {
  BROWSER_SESSION_VARIANTS,
  SHARED_RUN_FILE_ENV,
  sharedMailbox,
  sharedRun,
  type SharedRunState,
  type SharedServiceAddress,
} from './shared-run';
export {
  type AckedRecord,
  gatewayAccepts,
  type RunningSimulator,
  type SimulatorOptions,
  startSimulator,
} from './simulated-trackers';
export { stopSystemBroker, systemStackEnv } from './system-stack';
export { publishPositions, type TestFix } from './telemetry-reports';
export { testSql, withTestDatabase } from './test-database';
export { type TestEnv, testEnv } from './test-env';
export * from './accounts';
export * from './backend-processes';
export * from './grpc-calls';
export * from './in-process';
export * from './polling';
export * from './thrown-code';
