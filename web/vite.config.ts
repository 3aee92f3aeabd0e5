import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// SEABOOK_API points the proxy at another API server (e.g. a second instance on another port).
const api = process.env.SEABOOK_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    // The SPA and the API share one origin in production; the proxy keeps that true in development.
    proxy: { '/v2': api, '/user': api },
  },
  preview: { proxy: { '/v2': api, '/user': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
