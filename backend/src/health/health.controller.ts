import { Controller, Get, Header, HttpException, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, MikroOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import { HEALTH_ROUTE } from '../common/http/routed-path';
import { ShutdownState } from './shutdown-state';

/** What failed, from terminus's answer: `database (Not connected to database)`. */
function failedChecks(error: unknown): string {
  const response = error instanceof HttpException ? error.getResponse() : null;
  const failed = (response as Partial<HealthCheckResult> | null)?.error ?? {};
  const names = Object.entries(failed).map(([name, result]) => {
    const message: unknown = result?.message;
    return typeof message === 'string' ? `${name} (${message})` : name;
  });
  return names.length > 0 ? names.join(', ') : 'the health check failed';
}

/** A database that does not answer a ping within this time counts as down. */
const DATABASE_PING_MS = 1_000;

/**
 * For the container's health check and a load balancer: `live` says the process answers (restart it
 * if not); `ready` says it can serve now: the database answers and the server is not stopping.
 */
@ApiExcludeController()
@Controller(HEALTH_ROUTE)
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get('live')
  @Header('Cache-Control', 'no-store')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @HealthCheck()
  async ready(): Promise<HealthCheckResult> {
    if (this.shutdown.isStopping) throw new ServiceUnavailableException('The server is shutting down');
    try {
      return await this.health.check([() => this.database.pingCheck('database', { timeout: DATABASE_PING_MS })]);
    } catch (error) {
      throw new ServiceUnavailableException(`Not ready: ${failedChecks(error)}`);
    }
  }
}
