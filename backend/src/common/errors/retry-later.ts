import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A 429 a service decides (not a per-client rate limit): how many seconds until the request would be
 * taken, which `ApiExceptionFilter` sends as `Retry-After`.
 */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
