import { Test } from '@nestjs/testing';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';

import { LoggingModule } from './logging.module';

describe(LoggingModule.name, () => {
  it('provides the nestjs-pino logger for app.useLogger and injection', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [LoggingModule.forRoot({ service: 'spec', level: 'silent' })],
    }).compile();
    expect(moduleRef.get(NestPinoLogger)).toBeInstanceOf(NestPinoLogger);
    expect(await moduleRef.resolve(PinoLogger)).toBeInstanceOf(PinoLogger);
    await moduleRef.close();
  });
});
