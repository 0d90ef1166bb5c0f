import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AdminAuthService } from './admin-auth.service';
import { AdminSessionCookie } from './admin-session-cookie';

/** Lets a request through only with a live administrator session; 401 otherwise. */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly cookie: AdminSessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (await this.auth.isSignedIn(this.cookie.tokenOf(request))) return true;
    throw new UnauthorizedException('Sign in as an administrator first.');
  }
}
