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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { proxy },
});
