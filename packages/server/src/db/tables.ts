// Every table of the one schema, for Drizzle's typed query API.
export * from './schema.js';
export * from './rosterSchema.js';
export * from './sessionsSchema.js';
export * from './metricsSchema.js';
export * from './diagnosticsSchema.js';
export * from './jobsSchema.js';
export * from './reportingSchema.js';
export * from './surveysSchema.js';
export * from './importsSchema.js';
export * from './notificationsSchema.js';
export * from './filePartsSchema.js';
