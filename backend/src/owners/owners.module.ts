import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminModule } from '../admin/admin.module';
import { ContributionsModule } from '../contributions/contributions.module';
import { MailModule } from '../mail/mail.module';
import { StoresModule } from '../stores/stores.module';
import { ItemsModule } from '../items/items.module';
import { OwnerSession } from './owner-session.entity';
import { OwnerSessionCookie } from './owner-session-cookie';
import { OwnerSessionGuard } from './owner-session.guard';
import { OwnerController, StoreClaimsController } from './owners.controller';
import { OwnersService } from './owners.service';
import { StoreClaim } from './store-claim.entity';

/** Owners claim their listing by an e-mailed link, then keep it right. */
@Module({
  imports: [MikroOrmModule.forFeature([StoreClaim, OwnerSession]), StoresModule, ContributionsModule, MailModule, AdminModule, ItemsModule],
  controllers: [StoreClaimsController, OwnerController],
  providers: [OwnersService, OwnerSessionCookie, OwnerSessionGuard],
  exports: [OwnersService],
})
export class OwnersModule {}
