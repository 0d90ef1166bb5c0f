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
 * React Router's package exports only its development build (warnings, invariants, a third more
 * code: remix-run/react-router#12532, #14753), so a production build points at the production build
 * it ships beside it. The development server keeps the warnings.
 */
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(import.meta.resolve('react-router/dom').replace('/development/', '/production/')),
  'react-router': fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
      ...(command === 'build' ? reactRouterProduction : {}),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { proxy },
}));
