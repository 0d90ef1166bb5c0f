import { sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The NestJS backend during development; it answers the API and the files it generates itself. */
const backendOrigin = 'http://localhost:3000';
const backendPaths = ['/api', '/sitemap.xml', '/robots.txt', '/downloads'];

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  backendPaths.map((path) => [path, { target: backendOrigin, changeOrigin: true }]),
);

/**
 * React Router's package exports only its development build, which differs from the production one
 * it ships beside it by `ENABLE_DEV_WARNINGS = true` (remix-run/react-router#12532, #14753; there is
 * no `production` export condition to ask for). A production build points at the production files,
 * so the minifier drops the warnings: 1.8 KB less of the app's entry. The development server keeps them.
 */
function productionBuildOf(specifier: string): string {
  const development = fileURLToPath(import.meta.resolve(specifier));
  const production = development.replace(`${sep}development${sep}`, `${sep}production${sep}`);
  if (production === development) throw new Error(`${specifier} no longer resolves to a development build: ${development}`);
  return production;
}

// `react-router/dom` first: an alias also matches the paths below its name.
const reactRouterProduction = () => ({
  'react-router/dom': productionBuildOf('react-router/dom'),
  'react-router': productionBuildOf('react-router'),
});

/**
 * The client build (`dist/`, served to browsers) and the server's render (`vite build --ssr`,
 * `dist-server/entry-server.cjs`, outside what is served): CommonJS in one file, every package
 * bundled in, for the NestJS server (and Jest) to `require`. Leaflet is left out: it needs a
 * window, and only the browser draws the map.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
      ...(command === 'build' ? reactRouterProduction() : {}),
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // What each chunk imports, for the pages' script budgets (src/app/script-budget.test.ts).
        manifest: true,
        // Pieces every page shares (breadcrumbs, the page container, the load error, the static pages'
        // layout: under 2 KB each) go into the entry rather than a request of their own per page: after
        // the entry, the map page asked for eight files before its first tile, now for three.
        rollupOptions: { output: { experimentalMinChunkSize: 4000 } },
      },
  ssr: { noExternal: true, external: ['leaflet', 'react-leaflet'] },
  // The server's render is a production build whatever NODE_ENV the server runs with (tests, say):
  // React's production renderer, without the development one's checks and warnings.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { proxy },
}));
