import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { ShutdownState } from './shutdown-state';

/**
 * Terminus's own log (a line and a stack per failed check) is off: a failed readiness check is a 503
 * whose cause the exception filter logs once per interval, as every other.
 */
@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false, gracefulShutdownTimeoutMs: 0 })],
  controllers: [HealthController],
  providers: [ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
