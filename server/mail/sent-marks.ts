/**
 * Marks accepted mails sent the way a database commits a group: the first mark is written at once,
 * and the marks that arrive while it is being written go together in the next write. A lone mail
 * is marked as soon as before; at hundreds of mails a second, one UPDATE marks many, and the gap
 * in which a crash would send a mail twice stays one write long (docs/decisions/0016-newsletter-mail.md).
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
      if (!writing) void write();
    });
}
