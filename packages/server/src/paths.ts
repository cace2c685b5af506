import { fileURLToPath } from 'node:url';

/**
 * The package folder. This file sits in src/ (tests, tsx) or dist/ (built), so
 * one level up is the package either way; SDL files and migrations are read
 * from their source folders at runtime and need no copying into dist.
 */
export const serverPackageDir = fileURLToPath(new URL('../', import.meta.url));

export const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));

export const migrationsDir = fileURLToPath(new URL('../drizzle/', import.meta.url));

export const defaultWebDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));
