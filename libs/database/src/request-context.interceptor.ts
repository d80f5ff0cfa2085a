import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';

/**
 * Gives every gRPC call its own MikroORM identity map (the HTTP middleware of @mikro-orm/nestjs does not run for
 * microservice handlers). The handler runs inside the context because Nest subscribes lazily.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly orm: MikroORM) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return new Observable((subscriber) => {
      let teardown: { unsubscribe(): void } | undefined;
      RequestContext.create(this.orm.em, () => {
        teardown = next.handle().subscribe(subscriber);
      });
      return () => teardown?.unsubscribe();
    });
  }
}
