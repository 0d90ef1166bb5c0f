import { Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';

/**
 * The cookie that carries an administrator's session token: HTTP-only, same-site, for the whole
 * site. Where the site is served over HTTPS it is `Secure` and takes the `__Host-` prefix, which
 * browsers accept only from a secure origin, for this host alone (no `Domain`) and path `/`: no
 * other host or insecure page can set or overwrite it (ASVS 3.4.4).
 */
@Injectable()
export class AdminSessionCookie {
  readonly name: string;
  private readonly options: CookieSerializeOptions;

  constructor(config: AppConfig) {
    const secure = config.siteUrl.startsWith('https:');
    this.name = secure ? '__Host-admin_session' : 'admin_session';
    this.options = { httpOnly: true, sameSite: 'strict', secure, path: '/' };
  }

  tokenOf(request: FastifyRequest): string | undefined {
    const token: unknown = request.cookies?.[this.name];
    return typeof token === 'string' ? token : undefined;
  }

  set(response: FastifyReply, token: string, expires: Date): void {
    void response.setCookie(this.name, token, { ...this.options, expires });
  }

  clear(response: FastifyReply): void {
    void response.clearCookie(this.name, this.options);
  }
}
