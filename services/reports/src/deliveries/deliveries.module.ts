import { Module } from '@nestjs/common';

import { ReportFiles } from '../files/report-files';
import { GenerationModule } from '../generation/generation.module';
import { DeliveryQueue } from './delivery-queue';
import { DeliveryRunner } from './delivery-runner';
import { DeliverySweep } from './delivery-sweep';
import { DeliveryService } from './delivery.service';
import { ReportMailer } from './report-mailer';

/** E-mailed reports: the delivery log (the mail outbox), the queue, the attempts, the mail, the stored files. */
@Module({
  imports: [GenerationModule],
  providers: [ReportMailer, ReportFiles, DeliveryRunner, DeliveryQueue, DeliveryService, DeliverySweep],
  exports: [DeliveryService, DeliverySweep, ReportFiles],
})
export class DeliveriesModule {}
