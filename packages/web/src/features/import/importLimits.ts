/** docs/product/importing.md §2 and §8: what one import may hold. */
export const MAX_IMPORT_FILES = 100;
export const MAX_IMPORT_FILE_BYTES = 200 * 1024 * 1024;

export const TOO_MANY_FILES = `An import holds at most ${MAX_IMPORT_FILES} files.`;

/** Said of a file refused before a byte of it is sent. */
export const tooLargeMessage = (fileName: string) => `${fileName}: a file can be at most 200 MB.`;
