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

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
      ...(command === 'build' ? reactRouterProduction() : {}),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pieces every page shares (breadcrumbs, the page container, the load error, the static pages'
    // layout: under 2 KB each) go into the entry rather than a request of their own per page: after
    // the entry, the map page asked for eight files before its first tile, now for three.
    rollupOptions: { output: { experimentalMinChunkSize: 4000 } },
  },
  server: { proxy },
}));
