/** Answers with large parts built at once, in the whole process. */
const PROCESS_SLOTS = 2;

/**
 * Lets answers holding large parts (datasets' tables) be built a few at a
 * time: one per person, PROCESS_SLOTS in the process, first come first
 * served. One person's flood of large requests waits in line behind their
 * own, while every other request, and other people's large ones, go on:
 * the memory and the thread time large answers take stay bounded.
 */
export class LargeAnswerGate {
  private running = 0;
  private readonly busyPeople = new Set<string>();
  private readonly waiting: { personId: string; admit: () => void }[] = [];

  constructor(private readonly slots = PROCESS_SLOTS) {}

  /** Resolves, when the person's answer may be built, with the function that ends its turn. */
  admit(personId: string): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push({ personId, admit: () => resolve(this.releaseOf(personId)) });
      this.admitNext();
    });
  }

  private releaseOf(personId: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.busyPeople.delete(personId);
      this.admitNext();
    };
  }

  private admitNext(): void {
    while (this.running < this.slots) {
      const next = this.waiting.findIndex(({ personId }) => !this.busyPeople.has(personId));
      if (next < 0) return;
      const [{ personId, admit }] = this.waiting.splice(next, 1) as [(typeof this.waiting)[number]];
      this.running += 1;
      this.busyPeople.add(personId);
      admit();
    }
  }
}
