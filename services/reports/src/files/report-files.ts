import { timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';

import { ServiceKey } from '@fleetlog/access';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Bytes per stored chunk: a row each, so neither storing nor serving a 300 MB report holds it in memory. */
const CHUNK_BYTES = 1024 * 1024;
const LINK_PURPOSE = 'report-file';

export interface StoredFile {
  fileName: string;
  contentType: string;
  byteSize: number;
}

/**
 * Reports too large to attach to a mail: kept in PostgreSQL (every instance serves every link; nothing depends on a
 * pod's disk) until their link expires, behind a link the platform signed (the internal service key's HMAC), served
 * through the BFF's public GET /api/report-files/{token}. The token names the delivery and the expiry; nothing else
 * about the report, so a link in a forwarded mail tells nobody what else exists.
 */
@Injectable()
export class ReportFiles {
  constructor(
    private readonly em: EntityManager,
    private readonly key: ServiceKey,
  ) {}

  /** Stores the file of a delivery from a local path, replacing an earlier attempt's; answers the link's token. */
  async store(deliveryId: number, path: string, file: StoredFile, expiresAt: Date): Promise<string> {
    await this.em.fork().transactional(async (tx) => {
      await tx.execute(`delete from "reports"."files" where "delivery_id" = ?`, [deliveryId]);
      await tx.execute(
        `insert into "reports"."files" ("delivery_id", "file_name", "content_type", "byte_size", "expires_at")
         values (?, ?, ?, ?, ?)`,
        [deliveryId, file.fileName, file.contentType, file.byteSize, expiresAt],
      );
      let seq = 0;
      for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
        await tx.execute(`insert into "reports"."file_chunks" ("delivery_id", "seq", "data") values (?, ?, ?)`, [
          deliveryId,
          seq++,
          chunk as Buffer,
        ]);
      }
    });
    return this.token(deliveryId, expiresAt.getTime());
  }

  /** The file behind a token, or REPORT_FILE_EXPIRED for a bad signature, a past expiry or a file no longer kept. */
  async open(token: string): Promise<{ file: StoredFile; chunks: AsyncGenerator<Buffer> }> {
    const deliveryId = this.verify(token);
    const em = this.em.fork();
    const [row] = await em.execute(
      `select "file_name", "content_type", "byte_size" from "reports"."files"
        where "delivery_id" = ? and "expires_at" > now()`,
      [deliveryId],
    );
    if (!row) throw expired();
    const file = {
      fileName: String(row.file_name),
      contentType: String(row.content_type),
      byteSize: Number(row.byte_size),
    };
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let seq = 0; ; seq++) {
        const [chunk] = await em.execute(
          `select "data" from "reports"."file_chunks" where "delivery_id" = ? and "seq" = ?`,
          [deliveryId, seq],
        );
        if (!chunk) return;
        yield chunk.data as Buffer;
      }
    }
    return { file, chunks: chunks() };
  }

  /** Drops the files whose links have expired. */
  async removeExpired(): Promise<number> {
    const rows = await this.em.fork().execute(`delete from "reports"."files" where "expires_at" <= now() returning 1`);
    return rows.length;
  }

  token(deliveryId: number, expiresMs: number): string {
    const payload = `${deliveryId}.${expiresMs}`;
    return `${payload}.${this.key.sign(LINK_PURPOSE, payload)}`;
  }

  private verify(token: string): number {
    const match = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) throw expired();
    const [, id, expires, signature] = match;
    const expected = this.key.sign(LINK_PURPOSE, `${id}.${expires}`);
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature!)) || Number(expires) <= Date.now())
      throw expired();
    return Number(id);
  }
}

const expired = () => new DomainError(ErrorCode.REPORT_FILE_EXPIRED, 'the link has expired or is not valid');
