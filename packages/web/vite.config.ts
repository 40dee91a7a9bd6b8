import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The API server serves dist/ in production; in development Vite proxies /api to it (API_URL overrides).
export default defineConfig(({ mode }) => {
  const environment = loadEnv(mode, '.', '');
  return {
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true },
    server: {
      proxy: { '/api': { target: environment.API_URL || 'http://localhost:3000', changeOrigin: false } },
    },
  };
});
