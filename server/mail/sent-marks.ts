/**
 * Marks accepted mails sent the way a database commits a group: the marks of one turn of the event
 * loop are written together at its end, and the marks that arrive while that is being written go
 * together in the next write. A lone mail is marked within the turn it was accepted in; at hundreds
 * of mails a second, one UPDATE marks many, and the gap in which a crash would send a mail twice
 * stays a turn and a write long (docs/decisions/0016-newsletter-mail.md). SQLite writes on the
 * event loop, so no write is ever "under way" there: without the turn, each mail was an UPDATE and
 * a commit of its own, a third of a mailing's CPU.
 */
export function groupedSentMarks(markSent: (ids: number[]) => Promise<void>) {
  type Waiting = { id: number; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;

  async function write() {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await markSent(group.map((mark) => mark.id));
        for (const mark of group) mark.resolve();
      } catch (error) {
        for (const mark of group) mark.reject(error);
      }
    }
    writing = false;
  }

  return (id: number) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ id, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(() => void write());
    });
}
