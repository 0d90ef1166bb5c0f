import { parse, serialize, type SerializeOptions } from 'cookie';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config';

/**
 * A cookie that carries a session's token: HTTP-only, same-site, for the whole site. Where the site
 * is served over HTTPS it is `Secure` and takes the `__Host-` prefix, which browsers accept only from
 * a secure origin, for this host alone (no `Domain`) and path `/`: no other host or insecure page can
 * set or overwrite it (ASVS 3.4.4).
 */
export abstract class SessionCookie {
  readonly name: string;
  private readonly options: SerializeOptions;

  protected constructor(config: AppConfig, name: string) {
    const secure = config.siteUrl.startsWith('https:');
    this.name = secure ? `__Host-${name}` : name;
    this.options = { httpOnly: true, sameSite: 'strict', secure, path: '/' };
  }

  tokenOf(request: Request): string | undefined {
    const header = request.headers.cookie;
    return header === undefined ? undefined : parse(header)[this.name];
  }

  set(response: Response, token: string, expires: Date): void {
    response.set('Set-Cookie', serialize(this.name, token, { ...this.options, expires }));
  }

  /** Expired at once, with the attributes it was set with (a browser matches them to remove it). */
  clear(response: Response): void {
    response.set('Set-Cookie', serialize(this.name, '', { ...this.options, expires: new Date(0) }));
  }
}
