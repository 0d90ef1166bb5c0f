import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';

/**
 * Refuses a state-changing request that a browser sent from another site: by the browser's own
 * `Sec-Fetch-Site`, and by `Origin`, which must be this site's public address or the address asked.
 * Clients that send neither (curl, scripts) are not browsers acting for somebody else.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly siteOrigin: string;

  constructor(config: AppConfig) {
    this.siteOrigin = new URL(config.siteUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new CrossSiteException();
    const origin = request.headers.origin;
    if (origin !== undefined && !this.isOwnOrigin(origin, request)) throw new CrossSiteException();
    return true;
  }

  private isOwnOrigin(origin: string, request: Request): boolean {
    if (origin === this.siteOrigin) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
}

class CrossSiteException extends ForbiddenException {
  constructor() {
    super('Cross-site requests are refused.');
  }
}
