import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { OwnersService, type SignedInOwner } from './owners.service';
import { OwnerSessionCookie } from './owner-session-cookie';

/** The request of a signed-in owner carries their claim. */
export type OwnerRequest = Request & { owner: SignedInOwner };

/** Lets a request through only with a live owner session; 401 otherwise. */
@Injectable()
export class OwnerSessionGuard implements CanActivate {
  constructor(
    private readonly owners: OwnersService,
    private readonly cookie: OwnerSessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OwnerRequest>();
    const owner = await this.owners.signedIn(this.cookie.tokenOf(request));
    if (!owner)
      throw new UnauthorizedException("Sign in with the link we e-mail you: ask for one with 'Claim this listing' on your store's page.");
    request.owner = owner;
    return true;
  }
}
