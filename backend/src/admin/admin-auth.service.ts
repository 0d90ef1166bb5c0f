import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ForbiddenException, Injectable, Logger, UnauthorizedException, type OnApplicationBootstrap } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { AppConfig, type AdminSignInConfig } from '../config/app-config';
import { AdminSessionRepository } from './admin-session.repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Administrator sign-in: the password (or its bcrypt hash) from the configuration, sessions kept in the
 * database by the SHA-256 of a random token that only the browser's HTTP-only cookie holds. Sign-ins
 * are rate-limited per client where they are routed (`AdminController`).
 */
@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');
  private readonly signIn: AdminSignInConfig;
  private readonly sessionMilliseconds: number;
  private readonly credentialKey: Buffer;

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

  /** Checks the password; answers a new session's token and end. */
  async startSession(password: string): Promise<{ token: string; expiresAt: Date }> {
    if (this.signIn.kind === 'disabled') {
      throw new ForbiddenException('Admin sign-in is disabled: no ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is configured.');
    }
    if (!(await this.isPassword(password))) throw new UnauthorizedException('Wrong password.');
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
