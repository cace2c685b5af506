/**
 * Test files that mock a module (vi.mock): they run with modules of their own,
 * while the other files of a worker share theirs (vitest.config.ts).
 */
export const MOCKING_FILES = ['test/processingRecovery.test.ts'];
