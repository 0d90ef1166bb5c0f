import { Injectable } from '@nestjs/common';

/** Whether the server has begun to stop: readiness then fails, so a load balancer sends no more. */
@Injectable()
export class ShutdownState {
  private stopping = false;

  get isStopping(): boolean {
    return this.stopping;
  }

  begin(): void {
    this.stopping = true;
  }
}
