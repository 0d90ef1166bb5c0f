/**
 * The web app's built server render (`frontend/dist-server/entry-server.cjs`) and shell
 * (`frontend/dist/index.html`), loaded in a benchmark's process as the server loads them, with its
 * reads of the directory answered from memory (the API's answers to the same reads) instead of by the
 * app's services: what a page costs to render, and nothing else.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ApiError } from '../src/contracts/api.contract';
import { DirectoryReadError, directoryOverApi } from '../src/contracts/directory.contract';
import { PAGE_RENDERER_FILE, type PageRenderModule } from '../src/contracts/page-render.contract';
import { pageShell, type PageShell } from '../src/site/page-document';

const ROOT = resolve(__dirname, '../..');

/** An API answer as the real server gave it. */
export interface CapturedAnswer {
  status: number;
  body: string;
}

/** The renderer, reading each API address's answer from `answerOf` (undefined: a 404), and the shell its pages go into. */
export function builtRenderer(answerOf: (path: string) => CapturedAnswer | undefined | Promise<CapturedAnswer | undefined>): {
  renderer: PageRenderModule;
  shell: PageShell;
} {
  const indexFile = resolve(ROOT, 'frontend/dist/index.html');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the renderer is CommonJS, loaded as the server loads it
  const renderer = require(resolve(ROOT, 'frontend/dist-server', PAGE_RENDERER_FILE)) as PageRenderModule;
  renderer.setDirectory(
    directoryOverApi(async <T>(path: string): Promise<T> => {
      const answer = (await answerOf(path)) ?? {
        status: 404,
        body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: path }),
      };
      if (answer.status >= 400) throw new DirectoryReadError(JSON.parse(answer.body) as ApiError);
      return JSON.parse(answer.body) as T;
    }),
  );
  return { renderer, shell: pageShell(readFileSync(indexFile, 'utf8'), indexFile) };
}
