import { defineConfig } from 'drizzle-kit';

// One migration history for both drivers (PGlite and node-postgres).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/rosterSchema.ts',
    './src/db/sessionsSchema.ts',
    './src/db/metricsSchema.ts',
    './src/db/diagnosticsSchema.ts',
    './src/db/jobsSchema.ts',
    './src/db/reportingSchema.ts',
    './src/db/surveysSchema.ts',
    './src/db/importsSchema.ts',
    './src/db/notificationsSchema.ts',
    './src/db/filePartsSchema.ts',
  ],
  out: './drizzle',
});
