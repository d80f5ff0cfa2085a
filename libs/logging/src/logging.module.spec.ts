import { Writable } from 'node:stream';

import { Controller, Get, HttpException, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as NestPinoLogger } from 'nestjs-pino';

import { LoggingModule } from './logging.module';

type Line = Record<string, unknown>;

@Controller()
class ProbeController {
  private readonly logger = new Logger(ProbeController.name);

  @Get('ok')
  ok() {
    this.logger.log('handling');
    return { ok: true };
  }

  @Get('teapot')
  teapot() {
    throw new HttpException('no coffee', 418);
  }
}

describe(LoggingModule.name, () => {
  const lines: Line[] = [];
  let app: NestExpressApplication;
  let baseUrl: string;

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Line);
        callback();
      },
    });
    @Module({ imports: [LoggingModule.forRoot({ service: 'spec', destination })], controllers: [ProbeController] })
    class SpecModule {}
    app = await NestFactory.create<NestExpressApplication>(SpecModule, { bufferLogs: true });
    app.useLogger(app.get(NestPinoLogger));
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });

  afterAll(() => app.close());

  const linesWith = (message: string) => lines.filter((line) => line.msg === message);

  it("writes the application's Nest log lines and one line per HTTP request", async () => {
    expect((await fetch(`${baseUrl}/ok`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/teapot`)).status).toBe(418);
    // The line is written when the server closes the response, just after the client has the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linesWith('handling')).toEqual([
      expect.objectContaining({ level: 'info', service: 'spec', context: ProbeController.name }),
    ]);
    expect(linesWith('request completed')).toEqual([
      expect.objectContaining({
        level: 'info',
        req: expect.objectContaining({ url: '/ok' }),
        res: { statusCode: 200 },
      }),
      expect.objectContaining({
        level: 'warn',
        req: expect.objectContaining({ url: '/teapot' }),
        res: { statusCode: 418 },
      }),
    ]);
  });
});
