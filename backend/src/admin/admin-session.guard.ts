import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AdminAuthService } from './admin-auth.service';

/** The cookie that carries an administrator's session token. */
export const ADMIN_SESSION_COOKIE = 'admin_session';

export const sessionTokenOf = (request: Request): string | undefined => {
  const token: unknown = request.cookies?.[ADMIN_SESSION_COOKIE];
  return typeof token === 'string' ? token : undefined;
};

/** Lets a request through only with a live administrator session; 401 otherwise. */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (await this.auth.isSignedIn(sessionTokenOf(request))) return true;
    throw new UnauthorizedException('Sign in as an administrator first.');
  }
}
