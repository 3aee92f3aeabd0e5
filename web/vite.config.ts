import { LOCALES } from '@seabook/domain/i18n';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stripCallDocs } from './build/call-docs.ts';
import { firstVisitModules } from './build/first-visit.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';

// SEABOOK_API points the proxy at another API server (e.g. a second instance on another port).
const api = process.env.SEABOOK_API ?? 'http://127.0.0.1:8080';

// The first visit's pages (plain React, decision 014): home and the three price searches.
const firstVisit = firstVisitModules(
  /[\\/]src[\\/](app[\\/]pages[\\/]home-with-search|features[\\/]rates[\\/](lcl-export|import|fcl-export)-page)\.tsx$/,
);

export default defineConfig({
  plugins: [
    react(),
    stripCallDocs(),
    precompress(),
    firstVisit.plugin,
    // Home and the price searches rendered to HTML in every language, with their chunk (decision 060).
    prerenderPages({ locales: LOCALES, chunkName: 'first-visit' }),
  ],
  server: {
    // The SPA and the API share one origin in production; the proxy keeps that true in development.
    proxy: { '/v2': api, '/user': api },
  },
  preview: { proxy: { '/v2': api, '/user': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // The home page imports its popular routes with import() to render them after the hero; their code
        // comes in the first-visit chunk anyway (the price searches paint them with the form, decision 058).
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('popular-routes.tsx')) return;
        handler(level, log);
      },
      output: {
        // Chunks are named by their hash alone: the entry lists every lazy page's files for preloading, and
        // each name is written again in every import of it, so readable names cost the first paint ~2 kB.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 2,
            },
            // Everything else the entry imports statically, in one file rather than ~25 small ones: a phone
            // on HTTP/1.1 opens six connections, so each extra handful of files cost a round trip (decision 044).
            { name: 'app', tags: ['$initial'], priority: 1 },
            // What the first visit's pages add to it, in one file (build/first-visit.ts, decision 058).
            { name: 'first-visit', test: (id) => firstVisit.has(id) },
          ],
        },
      },
    },
  },
});
