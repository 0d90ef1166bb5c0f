import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimited } from '../common/http/rate-limits';
import type { AdminSession } from '../contracts/admin.contract';
import { AdminAuthService } from './admin-auth.service';
import { AdminSessionCookie } from './admin-session-cookie';
import { SignInBody } from './dto/sign-in.body';
import { SameOriginGuard } from './same-origin.guard';

/** Administrator sign-in and sign-out. The session itself is an HTTP-only, same-site cookie. */
@ApiExcludeController()
@Controller('admin')
export class AdminController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly cookie: AdminSessionCookie,
  ) {}

  /** Open to anyone: whether this browser is signed in, and whether sign-in can work at all. */
  @Get('session')
  @Header('Cache-Control', 'no-store')
  async session(@Req() request: Request): Promise<AdminSession> {
    return { signedIn: await this.auth.isSignedIn(this.cookie.tokenOf(request)), signInEnabled: this.auth.signInEnabled };
  }

  /** Spec decision: wrong passwords are rate-limited (`signIn`: nine sign-ins a minute per client). */
  @Post('sign-in')
  @RateLimited(['signIn'])
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async signIn(@Body() body: SignInBody, @Res({ passthrough: true }) response: Response): Promise<void> {
    const { token, expiresAt } = await this.auth.startSession(body.password);
    this.cookie.set(response, token, expiresAt);
  }

  @Post('sign-out')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.auth.endSession(this.cookie.tokenOf(request));
    this.cookie.clear(response);
  }
}
