/**
 * What the walk of a dropped folder needs of the browser's File and Directory Entries API
 * (`DataTransferItem.webkitGetAsEntry()`): the browser's entries fit these shapes, and tests
 * give their own.
 */
export interface DroppedEntry {
  name: string;
  isFile: boolean;
  isDirectory: boolean;
}

export interface DroppedFileEntry extends DroppedEntry {
  file: (success: (file: File) => void, failure?: (error: DOMException) => void) => void;
}

export interface DroppedDirectoryEntry extends DroppedEntry {
  createReader: () => {
    readEntries: (
      success: (entries: DroppedEntry[]) => void,
      failure?: (error: DOMException) => void,
    ) => void;
  };
}

/** A hidden file or folder: its name starts with '.' (docs/product/importing.md §2). */
const isHiddenName = (name: string) => name.startsWith('.');

const isFileEntry = (entry: DroppedEntry): entry is DroppedFileEntry => entry.isFile;
const isDirectoryEntry = (entry: DroppedEntry): entry is DroppedDirectoryEntry => entry.isDirectory;

const fileOf = (entry: DroppedFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Every entry of a folder: a reader answers a batch at a time (Chromium: 100), then none. */
async function childrenOf(directory: DroppedDirectoryEntry): Promise<DroppedEntry[]> {
  const reader = directory.createReader();
  const children: DroppedEntry[] = [];
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return children;
    children.push(...batch);
  }
}

const byName = (a: DroppedEntry, b: DroppedEntry) => a.name.localeCompare(b.name);

/**
 * The files of what was dropped: files as they are, folders whole with their sub-folders
 * (each folder's entries by name), hidden files and folders left out.
 */
export async function filesOfEntries(entries: readonly DroppedEntry[]): Promise<File[]> {
  const files: File[] = [];
  for (const entry of entries) {
    if (isHiddenName(entry.name)) continue;
    if (isFileEntry(entry)) files.push(await fileOf(entry));
    else if (isDirectoryEntry(entry)) {
      files.push(...(await filesOfEntries((await childrenOf(entry)).sort(byName))));
    }
  }
  return files;
}

/**
 * Chosen files without the hidden ones: a file whose name, or a folder on its path within a
 * chosen folder (`webkitRelativePath`), starts with '.'.
 */
export function visibleFiles(files: Iterable<File>): File[] {
  return [...files].filter((file) => {
    const path = file.webkitRelativePath || file.name;
    return !path.split('/').some(isHiddenName);
  });
}

/**
 * What a drop holds: its entries, read at once (the browser empties the items once the
 * drop event is over), else its plain files.
 */
export function droppedEntriesOf(dataTransfer: DataTransfer): DroppedEntry[] | null {
  const items = [...dataTransfer.items];
  if (items.length === 0 || typeof items[0]?.webkitGetAsEntry !== 'function') return null;
  return items
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry())
    .filter((entry): entry is FileSystemEntry => entry !== null);
}
