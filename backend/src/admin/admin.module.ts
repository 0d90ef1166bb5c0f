import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminAuthService } from './admin-auth.service';
import { AdminSession } from './admin-session.entity';
import { AdminSessionCookie } from './admin-session-cookie';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminController } from './admin.controller';
import { SameOriginGuard } from './same-origin.guard';

/** Administrator sign-in; other modules protect their admin routes with its two guards. */
@Module({
  imports: [MikroOrmModule.forFeature([AdminSession])],
  controllers: [AdminController],
  providers: [AdminAuthService, AdminSessionCookie, AdminSessionGuard, SameOriginGuard],
  exports: [AdminAuthService, AdminSessionCookie, AdminSessionGuard, SameOriginGuard],
})
export class AdminModule {}
