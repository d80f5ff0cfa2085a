import type { TopicDefinition } from '@fleetlog/contracts';

export interface MessageMeta {
  key: string;
  headers: Record<string, string>;
  partition: number;
  offset: string;
}

export type MessageHandler<T> = (message: T, meta: MessageMeta) => Promise<void>;

export interface SubscribeOptions<T> {
  /** Unique per consuming service (and per read model), e.g. `journal.vehicles`. */
  groupId: string;
  topic: TopicDefinition<T>;
  handler: MessageHandler<T>;
  /** Retries after the first failure before the message goes to `<topic>.dlq`. */
  maxRetries?: number;
  fromBeginning?: boolean;
  /** Delay before the first retry; doubles for each further one. */
  retryBaseDelayMs?: number;
  /**
   * Longest a fetch waits for new messages (kafkajs default 5000 ms). Read models that must follow a change within
   * seconds lower it: a broker that does not answer a waiting fetch early (the local one) otherwise adds up to 5 s.
   */
  maxWaitTimeMs?: number;
}
