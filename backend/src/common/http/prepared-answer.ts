import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import etag from 'etag';
import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { mergeMap, of, type Observable } from 'rxjs';

const gunzipAsync = promisify(gunzip);

/**
 * Unpacked copies of gzipped answers, for clients that do not take gzip: made once while the answer
 * is kept, for answers up to this size unpacked (a sitemap file of 9,000 addresses is 1.1 MB); a
 * larger one (the store map's whole list) is unpacked for each such request, not held beside it.
 */
const UNPACKED_KEPT_BYTES = 4 * 1024 * 1024;
const unpacked = new WeakMap<PreparedAnswer, Buffer>();

async function unpackedBody(answer: PreparedAnswer): Promise<Buffer> {
  const kept = unpacked.get(answer);
  if (kept) return kept;
  const body = await gunzipAsync(answer.body);
  if (body.length <= UNPACKED_KEPT_BYTES) unpacked.set(answer, body);
  return body;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A file the app makes once and sends many times (the store map's whole list, a sitemap file, a share
 * card, a badge, a spreadsheet): its bytes and validator, made once. The largest are made gzipped
 * (`gzipped`): the store map's list and the sitemap's files, as they are kept.
 */
export interface PreparedAnswer {
  contentType: string;
  cacheControl: string | null;
  body: Buffer;
  /** Whether `body` is gzipped. */
  gzipped: boolean;
  etag: string;
}

/** A validator, weak as Express's own: the plain and the compressed body are the same answer. */
export const weakEtag = (bytes: Buffer | string) => etag(bytes, { weak: true });

/** An answer's bytes and validator, from its plain bytes or text. */
export function prepareAnswer(contentType: string, body: Buffer | string, cacheControl: string | null = null): PreparedAnswer {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return { contentType, cacheControl, body: bytes, gzipped: false, etag: weakEtag(bytes) };
}

/** Whether a handler's result is a prepared answer (see `PreparedAnswerInterceptor`). */
export function isPreparedAnswer(value: unknown): value is PreparedAnswer {
  const answer = value as Partial<PreparedAnswer> | null;
  return typeof answer === 'object' && answer !== null && Buffer.isBuffer(answer.body) && typeof answer.etag === 'string';
}

/**
 * Sends the prepared answers handlers return, through Nest's reply like any other answer: its type,
 * validator and caching headers, then its bytes as a `StreamableFile`. A client that holds the
 * validator gets Express's 304 (its `send` of the empty answer checks). A plain body goes through
 * compression like any answer; a gzipped one goes as it is to a client that takes gzip (compression
 * leaves an encoded answer alone), unpacked for the rare client that does not.
 */
@Injectable()
export class PreparedAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(mergeMap((result) => (isPreparedAnswer(result) ? this.reply(context, result) : of(result))));
  }

  private async reply(context: ExecutionContext, answer: PreparedAnswer): Promise<StreamableFile | null> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    response.set({ 'Content-Type': answer.contentType, ETag: answer.etag });
    if (answer.cacheControl) response.set('Cache-Control', answer.cacheControl);
    if (answer.gzipped) response.vary('Accept-Encoding');
    if (request.fresh) return null;
    let body = answer.body;
    if (answer.gzipped) {
      if (request.acceptsEncodings('gzip') === 'gzip') response.set('Content-Encoding', 'gzip');
      else body = await unpackedBody(answer);
    }
    return new StreamableFile(body, { length: body.length });
  }
}
