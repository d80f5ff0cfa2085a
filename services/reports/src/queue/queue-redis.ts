import { Redis } from 'ioredis';

import type { ReportsConfig } from '../config';

/** The connection the job queue (BullMQ) and the organisations' generation slots use. */
export const REPORTS_REDIS = Symbol('REPORTS_REDIS');

/** BullMQ's workers block on Redis: they need no retry limit per request (BullMQ's own advice). */
export const redisForQueues = (config: ReportsConfig) =>
  new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: true });
