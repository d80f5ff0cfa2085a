export { type ConsumerGap, OFFSET_RESET_LOG_MESSAGE, recordsSkipped } from './consumer-gaps';
export {
  type ConsumerTimeouts,
  consumerTimeoutsOf,
  KafkaMessaging,
  type KafkaMessagingOptions,
} from './kafka-messaging';
export {
  DLQ_REASON_HEADER,
  DLQ_SOURCE_OFFSET_HEADER,
  DLQ_SOURCE_PARTITION_HEADER,
  DLQ_SOURCE_TOPIC_HEADER,
  EVENT_TYPE_HEADER,
  headersToStrings,
  SCHEMA_VERSION_HEADER,
} from './message-headers';
export { type MessagingLogger } from './messaging-logger';
export {
  type BatchHandler,
  type BatchItem,
  type BatchOutcome,
  type BatchSubscribeOptions,
  type MessageHandler,
  type MessageMeta,
  type SubscribeOptions,
} from './subscription';
export { VersionGuard } from './version-guard';
export { addToOutbox, claimVersion, raiseVersion, raiseVersionById, type VersionedEntity } from './outbox/outbox';
export { OutboxRelay, type OrderedSender, type OutboxRecord, type OutboxRelayOptions } from './outbox/outbox-relay';
export { outboxChannel, outboxDdl } from './outbox/outbox-sql';
