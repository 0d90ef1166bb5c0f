import { Injectable } from '@nestjs/common';
import { SessionCookie } from '../common/http/session-cookie';
import { AppConfig } from '../config/app-config';

/** The cookie of an administrator's session (`__Host-admin_session` over HTTPS). */
@Injectable()
export class AdminSessionCookie extends SessionCookie {
  constructor(config: AppConfig) {
    super(config, 'admin_session');
  }
}
