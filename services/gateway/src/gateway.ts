import { createServer, type Server, type Socket } from 'node:net';

import { TOPICS } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { consumerTimeoutsOf, KafkaMessaging } from '@fleetlog/messaging';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { Logger } from 'pino';

import { AllowList } from './allow-list/allow-list';
import { AllowListConsumer } from './allow-list/allow-list-consumer';
import { CommandDispatcher } from './commands/command-dispatcher';
import type { GatewayConfig } from './config';
import { DeadlineSweep } from './connections/deadline-sweep';
import { DeviceConnections } from './connections/device-connections';
import type { GatewayContext } from './connections/gateway-context';
import { HandshakesPerAddress } from './connections/handshakes-per-address';
import { boundPort, type MetricsHandler, startHealthServer } from './health/health-server';
import { GatewayMetrics, type Listener } from './metrics';
import { BatchingPublisher } from './publishing/batching-publisher';
import { QueclinkConnection } from './queclink/queclink-connection';
import { TeltonikaTcpConnection } from './teltonika/teltonika-tcp-connection';
import { TeltonikaUdpServer } from './teltonika/teltonika-udp-server';

export interface GatewayPorts {
  http: number;
  teltonika: number;
  teltonikaUdp: number;
  queclink: number;
}

export interface RunningGateway {
  ports: GatewayPorts;
  allowList: AllowList;
  /** Stops accepting, closes the trackers' connections, sends what is collected, then leaves Kafka. */
  stop(): Promise<void>;
}

export interface GatewayOptions {
  /** /metrics on the health port (when METRICS_PORT is not set). */
  serveMetrics?: MetricsHandler;
  logger?: Logger;
}

/**
 * Starts the gateway: the allow-list consumer, the batching publisher, the command dispatcher, the Teltonika TCP and
 * UDP listeners, the Queclink listener and the health server. The listeners accept before the allow-list has caught
 * up (readiness keeps traffic away until then). `main.ts` calls it after telemetry started; tests call it in-process
 * on free ports.
 */
export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const logger = options.logger ?? createLogger({ service: 'gateway', level: config.LOG_LEVEL });
  const clientId = config.KAFKA_CLIENT_ID === 'fleetlog' ? 'fleetlog-gateway' : config.KAFKA_CLIENT_ID;
  const kafkaLogger = logger.child({ component: 'kafka' });
  const messaging = new KafkaMessaging({
    clientId,
    brokers: config.KAFKA_BROKERS,
    logger: kafkaLogger,
    consumerTimeouts: consumerTimeoutsOf(config),
  });
  const kafka = new Kafka({ clientId, brokers: config.KAFKA_BROKERS, logLevel: logLevel.NOTHING });
  const producer: Producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  const admin = kafka.admin();
  const metrics = new GatewayMetrics();

  const allowList = new AllowList();
  const allowListConsumer = new AllowListConsumer(allowList, messaging, admin, config.GATEWAY_INSTANCE_ID, logger);
  const deviceConnections = new DeviceConnections();
  const commands = new CommandDispatcher(deviceConnections, messaging, config.GATEWAY_INSTANCE_ID, logger);
  const publisher = new BatchingPublisher(producer, TOPICS.telemetryPositions, {
    lingerMs: config.GATEWAY_KAFKA_LINGER_MS,
    batchMax: config.GATEWAY_KAFKA_BATCH_MAX,
    maxInFlight: config.GATEWAY_KAFKA_MAX_IN_FLIGHT,
    ackTimeoutMs: config.GATEWAY_ACK_TIMEOUT_MS,
    // Every connection has at most one packet waiting; UDP trackers resend, so this only bounds a flood.
    maxQueued: Math.max(config.GATEWAY_MAX_CONNECTIONS, config.GATEWAY_KAFKA_BATCH_MAX * 4),
    onFailure: (count, reason) => metrics.publishFailed(count, reason),
  });
  const deadlines = new DeadlineSweep(
    DeadlineSweep.periodFor(config.GATEWAY_HANDSHAKE_TIMEOUT_MS, config.GATEWAY_FRAME_TIMEOUT_MS),
    logger,
  );
  const handshakes = new HandshakesPerAddress(config.GATEWAY_MAX_HANDSHAKES_PER_ADDRESS);
  const context: GatewayContext = {
    config,
    allowList,
    publisher,
    metrics,
    commands,
    deviceConnections,
    deadlines,
    handshakes,
    logger,
  };

  const connections = new Set<{ shutdown(): void }>();
  const track = (socket: Socket, connection: { shutdown(): void }) => {
    connections.add(connection);
    socket.once('close', () => connections.delete(connection));
  };
  const teltonika = tcpServer(config, 'teltonika-tcp', metrics, (socket) => {
    track(socket, new TeltonikaTcpConnection(socket, context));
  });
  const queclink = tcpServer(config, 'queclink-tcp', metrics, (socket) => {
    track(socket, new QueclinkConnection(socket, context));
  });
  const udp = new TeltonikaUdpServer(context);

  let listening = false;
  const health = await startHealthServer(
    config.GATEWAY_HOST,
    config.GATEWAY_HTTP_PORT,
    { readiness: () => ({ 'allow-list': allowListConsumer.ready, listeners: listening }) },
    options.serveMetrics,
  );
  producer.connect().catch((err: unknown) => logger.warn({ err }, 'Kafka producer not connected yet'));
  // Neither waits for the other nor for Kafka: the allow-list retries until the broker answers.
  void allowListConsumer.start().catch((err: unknown) => logger.error({ err }, 'allow-list consumer stopped'));
  if (config.GATEWAY_COMMANDS_ENABLED) {
    void commands.start().catch((err: unknown) => logger.error({ err }, 'command consumer stopped'));
  }

  const ports: GatewayPorts = {
    http: boundPort(health),
    teltonika: await listen(teltonika, config.GATEWAY_HOST, config.GATEWAY_TELTONIKA_PORT),
    teltonikaUdp: 0,
    queclink: await listen(queclink, config.GATEWAY_HOST, config.GATEWAY_QUECLINK_PORT),
  };
  // Devices are configured with one port number for both transports.
  ports.teltonikaUdp = await udp.listen(config.GATEWAY_HOST, ports.teltonika);
  deadlines.start();
  listening = true;
  logger.info({ ports, instance: config.GATEWAY_INSTANCE_ID }, 'gateway listening');

  const stop = async () => {
    listening = false;
    allowListConsumer.stop();
    await udp.close();
    const closing = [closeServer(teltonika), closeServer(queclink)];
    for (const connection of connections) connection.shutdown();
    await Promise.all(closing);
    deadlines.stop();
    await publisher.close();
    await commands.flush();
    await messaging.disconnect();
    await Promise.allSettled([producer.disconnect(), admin.disconnect()]);
    await new Promise((resolve) => health.close(resolve));
  };
  return { ports, allowList, stop };
}

function tcpServer(
  config: GatewayConfig,
  listener: Listener,
  metrics: GatewayMetrics,
  onConnection: (socket: Socket) => void,
): Server {
  const server = createServer({ noDelay: true }, onConnection);
  // Beyond this the kernel-accepted socket is closed at once: the process stays within its memory budget.
  server.maxConnections = config.GATEWAY_MAX_CONNECTIONS;
  server.on('drop', () => metrics.connectionDropped(listener));
  return server;
}

async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog: 4096 }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as { port: number }).port;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
