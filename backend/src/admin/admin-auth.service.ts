import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  UnauthorizedException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig, type AdminSignInConfig } from '../config/app-config';
import { AdminSessionRepository } from './admin-session.repository';

/** Spec decision: wrong passwords are rate-limited. Nine attempts a minute per client; the tenth is refused. */
export const WRONG_PASSWORDS_PER_MINUTE = 9;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A wrong password, or too many of them. */
export class TooManySignInsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many wrong passwords. Try again in ${retryAfterSeconds} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Administrator sign-in: the password (or its bcrypt hash) from the configuration, sessions kept in the
 * database by the SHA-256 of a random token that only the browser's HTTP-only cookie holds.
 */
@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');
  private readonly signIn: AdminSignInConfig;
  private readonly sessionMilliseconds: number;
  private readonly credentialKey: Buffer;
  private readonly wrongPasswords = new RateLimiterMemory({ points: WRONG_PASSWORDS_PER_MINUTE, duration: 60 });

  constructor(
    config: AppConfig,
    private readonly sessions: AdminSessionRepository,
  ) {
    this.signIn = config.admin.signIn;
    this.sessionMilliseconds = config.admin.sessionHours * 3_600_000;
    const credential = 'password' in this.signIn ? this.signIn.password : 'hash' in this.signIn ? this.signIn.hash : '';
    this.credentialKey = sha256(`admin-session:${this.signIn.kind}:${credential}`);
  }

  onApplicationBootstrap(): void {
    if (this.signIn.kind === 'one-time') {
      this.logger.warn(
        `No ADMIN_PASSWORD is configured. Sign in to /admin with this one-time password, valid until the server stops: ${this.signIn.password}`,
      );
    } else if (this.signIn.kind === 'disabled') {
      this.logger.warn('Admin sign-in is disabled: set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH to use /admin');
    }
  }

  get signInEnabled(): boolean {
    return this.signIn.kind !== 'disabled';
  }

  /**
   * Checks the password for a client (its address as the rate limits count it, `clientKey`);
   * answers a new session's token and end. A client with nine wrong passwords within a minute is
   * refused before its password is even looked at.
   */
  async startSession(password: string, client: string): Promise<{ token: string; expiresAt: Date }> {
    if (this.signIn.kind === 'disabled') {
      throw new ForbiddenException('Admin sign-in is disabled: no ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is configured.');
    }
    // Counted before the (slow, asynchronous) check, so that attempts sent at once cannot all pass
    // the count first; a right password takes its attempt back.
    try {
      await this.wrongPasswords.consume(client);
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      throw new TooManySignInsException(Math.max(1, Math.ceil(refused.msBeforeNext / 1000)));
    }
    if (!(await this.isPassword(password))) throw new UnauthorizedException('Wrong password.');
    await this.wrongPasswords.delete(client);
    await this.sessions.deleteEnded();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.sessionMilliseconds);
    await this.sessions.insertSession(this.tokenHash(token), expiresAt);
    return { token, expiresAt };
  }

  /** Whether the token names a live session. */
  async isSignedIn(token: string | undefined): Promise<boolean> {
    if (!token || token.length > 100) return false;
    return this.sessions.isLive(this.tokenHash(token));
  }

  async endSession(token: string | undefined): Promise<void> {
    if (token && token.length <= 100) await this.sessions.deleteSession(this.tokenHash(token));
  }

  /**
   * The token's HMAC under the configured credential: when the operator changes the password (or its
   * hash), every session made with the old one stops matching.
   */
  private tokenHash(token: string): string {
    return createHmac('sha256', this.credentialKey).update(token).digest('hex');
  }

  private async isPassword(password: string): Promise<boolean> {
    switch (this.signIn.kind) {
      case 'hash':
        return bcrypt.compare(password, this.signIn.hash);
      case 'password':
      case 'one-time':
        // Digests of equal length, compared in constant time.
        return timingSafeEqual(sha256(password), sha256(this.signIn.password));
      case 'disabled':
        return false;
    }
  }
}
