import { Injectable } from '@nestjs/common';
import { SessionCookie } from '../common/http/session-cookie';
import { AppConfig } from '../config/app-config';

/** The cookie of a store owner's session (`__Host-owner_session` over HTTPS). */
@Injectable()
export class OwnerSessionCookie extends SessionCookie {
  constructor(config: AppConfig) {
    super(config, 'owner_session');
  }
}
