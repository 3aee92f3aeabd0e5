import { defineConfig } from 'drizzle-kit';

// Tables live beside their module; the generated SQL is committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.tables.ts', './src/providers/*.tables.ts', './src/db/*.tables.ts'],
  out: './src/db/migrations',
});
