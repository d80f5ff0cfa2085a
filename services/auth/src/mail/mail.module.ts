import { Global, Module } from '@nestjs/common';

import { AuthMailer } from './auth-mailer';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailService, AuthMailer], exports: [AuthMailer] })
export class MailModule {}
