import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The API server serves dist/ in production; in development Vite proxies /api to it (API_URL overrides).
export default defineConfig(({ mode }) => {
  const environment = loadEnv(mode, '.', '');
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // Libraries change less often than our code, so they get their own long-cached chunks.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
              { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
              { name: 'vendor', test: /node_modules[\\/]/ },
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/api': { target: environment.API_URL || 'http://localhost:3000', changeOrigin: false } },
    },
  };
});
