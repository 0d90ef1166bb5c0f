import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { ShareCard } from '../contracts/share-image.contract';
import { STORE_PICTURE_FIELDS, type PicturedStore, type StorePictureWidth } from '../contracts/store-picture.contract';

export type ArtworkTask =
  | { kind: 'card'; card: ShareCard; site: { name: string; host: string } }
  | { kind: 'picture'; store: PicturedStore; width: StorePictureWidth };

/** The compiled worker; from the TypeScript sources (the tests) it is loaded through tsx's require hook. */
function workerFile(): { filename: string; execArgv: string[] } {
  const compiled = join(__dirname, 'artwork.worker.js');
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return { filename: join(__dirname, 'artwork.worker.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
}

/**
 * Share cards and store pictures are drawn in worker threads (Piscina): satori's layout and resvg's
 * rendering take 5 to 25 ms of CPU a picture, which on the request loop would hold every other
 * request behind it. One thread is started with the server; up to one fewer than the machine's
 * cores (at least one) draw at once, so the loop keeps a core; the rest wait in the pool's queue.
 */
@Injectable()
export class ArtworkPool implements OnModuleDestroy {
  private readonly pool = new Piscina<ArtworkTask, Uint8Array>({
    ...workerFile(),
    minThreads: 1,
    maxThreads: Math.max(1, availableParallelism() - 1),
    // Threads beyond the first end after a minute without work.
    idleTimeout: 60_000,
  });

  /** A page's share card as a PNG. */
  async card(card: ShareCard, site: { name: string; host: string }): Promise<Buffer> {
    return this.draw({ kind: 'card', card: { title: card.title, ...(card.place ? { place: card.place } : {}) }, site });
  }

  /** A store's drawn picture as a PNG, from the fields it shows only. */
  async storePicture(store: PicturedStore, width: StorePictureWidth): Promise<Buffer> {
    const fields = Object.fromEntries(STORE_PICTURE_FIELDS.map((field) => [field, store[field]])) as PicturedStore;
    return this.draw({ kind: 'picture', store: fields, width });
  }

  private async draw(task: ArtworkTask): Promise<Buffer> {
    const png = await this.pool.run(task);
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}
