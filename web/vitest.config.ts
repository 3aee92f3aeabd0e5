import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // jsdom renders of whole antd pages take seconds when the machine is busy; a stuck test still fails.
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker: the jsdom files wait on each other for ~15 minutes.
    maxWorkers: 2,
    // React's scheduler can still run an Immediate queued by a test after jsdom has closed the file's window;
    // that render touches nothing a test asserts. Only that error is let through; every other one fails the run.
    onUnhandledError(error) {
      const afterTeardown =
        error.name === 'ReferenceError' &&
        /^(window|document) is not defined$/.test(error.message ?? '') &&
        /scheduler|react-dom/.test(error.stack ?? '');
      return afterTeardown ? false : undefined;
    },
  },
});
