/**
 * The web app's built server render (`frontend/dist-server/entry-server.cjs`) and shell
 * (`frontend/dist/index.html`), loaded in a benchmark's process as the server loads them, with its API
 * reads answered from memory instead of through the app: what a page costs to render, and nothing else.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
  renderer.setRenderTransport(async (path) => {
    const answer = await answerOf(path);
    return answer
      ? new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } })
      : new Response(null, { status: 404 });
  });
  return { renderer, shell: pageShell(readFileSync(indexFile, 'utf8'), indexFile) };
}
