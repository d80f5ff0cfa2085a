import type { TopicDefinition } from '@fleetlog/contracts';
import type { EntityManager } from '@mikro-orm/core';

export interface MessageMeta {
  key: string;
  headers: Record<string, string>;
  partition: number;
  offset: string;
}

export type MessageHandler<T> = (message: T, meta: MessageMeta) => Promise<void>;

/** One decoded message of a batch. */
export interface BatchItem<T> {
  message: T;
  meta: MessageMeta;
}

/**
 * What a batch handler that isolates its failures answers: the items it could not handle (retrying would not help,
 * e.g. a row the database refuses), each with why. They go to the dead-letter topic; the rest of the batch counts as
 * handled.
 */
export interface BatchOutcome<T> {
  deadLetters: ReadonlyArray<{ item: BatchItem<T>; reason: string }>;
}

export type BatchHandler<T> = (items: ReadonlyArray<BatchItem<T>>) => Promise<void | BatchOutcome<T>>;

interface CommonSubscribeOptions<T> {
  /** Unique per consuming service (and per read model), e.g. `journal.vehicles`. */
  groupId: string;
  topic: TopicDefinition<T>;
  /** Retries after the first failure before the message (or batch) goes to `<topic>.dlq`. */
  maxRetries?: number;
  fromBeginning?: boolean;
  /** Delay before the first retry; doubles for each further one. */
  retryBaseDelayMs?: number;
  /**
   * Longest a fetch waits for new messages (default 500 ms; kafkajs's own is 5000 ms). Read models that must follow a change within
   * seconds lower it: a broker that does not answer a waiting fetch early (the local one) otherwise adds up to 5 s.
   */
  maxWaitTimeMs?: number;
  /**
   * The service's root entity manager: each message (or batch) then runs in its own MikroORM request context, so
   * repositories resolve a fresh identity map instead of the global one.
   */
  em?: EntityManager;
}

export interface SubscribeOptions<T> extends CommonSubscribeOptions<T> {
  handler: MessageHandler<T>;
}

/**
 * A high-rate topic: the handler gets each fetched batch of one partition at once (e.g. one multi-row insert).
 * Retried as a whole; a batch that still fails goes to the dead-letter topic message by message, with the reason.
 * A handler that isolates bad items itself answers them (BatchOutcome): only those are dead-lettered.
 */
export interface BatchSubscribeOptions<T> extends CommonSubscribeOptions<T> {
  batchHandler: BatchHandler<T>;
  /**
   * How many partitions' batches of one fetch the handler may hold at once (kafkajs `partitionsConsumedConcurrently`,
   * default 1). A handler that merges concurrent batches into one write (the telemetry ingest) raises it; order
   * within a partition is kept either way.
   */
  partitionsConsumedConcurrently?: number;
}
