import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../common/http/security';
import type { AdminSession } from '../contracts/admin.contract';
import { AdminAuthService, TooManySignInsException } from './admin-auth.service';
import { AdminSessionCookie } from './admin-session-cookie';
import { SignInBody } from './dto/sign-in.body';
import { SameOriginGuard } from './same-origin.guard';

/** Administrator sign-in and sign-out. The session itself is an HTTP-only, same-site cookie. */
@ApiExcludeController()
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly cookie: AdminSessionCookie,
  ) {}

  /** Open to anyone: whether this browser is signed in, and whether sign-in can work at all. */
  @Get('session')
  @Header('Cache-Control', 'no-store')
  async session(@Req() request: FastifyRequest): Promise<AdminSession> {
    return { signedIn: await this.auth.isSignedIn(this.cookie.tokenOf(request)), signInEnabled: this.auth.signInEnabled };
  }

  @Post('sign-in')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async signIn(
    @Body() body: SignInBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<void> {
    try {
      const { token, expiresAt } = await this.auth.startSession(body.password, clientKey(request.ip));
      this.cookie.set(response, token, expiresAt);
    } catch (error) {
      if (error instanceof TooManySignInsException) void response.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Post('sign-out')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    await this.auth.endSession(this.cookie.tokenOf(request));
    this.cookie.clear(response);
  }
}
