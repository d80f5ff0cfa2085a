import type { IHeaders } from 'kafkajs';

export const EVENT_TYPE_HEADER = 'event-type';
export const SCHEMA_VERSION_HEADER = 'schema-version';
export const DLQ_REASON_HEADER = 'dlq-reason';
export const DLQ_SOURCE_TOPIC_HEADER = 'dlq-source-topic';
export const DLQ_SOURCE_PARTITION_HEADER = 'dlq-source-partition';
export const DLQ_SOURCE_OFFSET_HEADER = 'dlq-source-offset';

/** Kafka delivers header values as Buffers (or arrays of them); handlers get plain strings. */
export function headersToStrings(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) result[key] = first.toString();
  }
  return result;
}
