import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import { createGzip, type Gzip, type ZlibOptions } from 'node:zlib';

/**
 * A large answer made once and kept compressed (the whole store map, a sitemap file): its text is
 * compressed piece by piece as it is made, so no piece and no whole plain copy outlives its turn.
 * Writing waits while the compressor is behind. `options` are zlib's (a level, say).
 */
export class GzipWriter {
  private readonly gzip: Gzip;
  private readonly output: Promise<Buffer>;

  constructor(options: ZlibOptions = {}) {
    this.gzip = createGzip(options);
    this.output = buffer(this.gzip);
    // Reported by end(); a writer given up on (destroy) is not a failure of its own.
    this.output.catch(() => undefined);
  }

  async write(text: string): Promise<void> {
    if (!this.gzip.write(text)) await once(this.gzip, 'drain');
  }

  /** Writes the last text, and gives everything written, compressed. */
  end(text = ''): Promise<Buffer> {
    this.gzip.end(text);
    return this.output;
  }

  /** Gives up: frees the compressor without an answer. */
  destroy(): void {
    this.gzip.destroy();
  }
}
