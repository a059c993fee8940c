/**
 * A fixed number of slots and a line of bounded length before them: past that, `take` refuses at
 * once instead of piling work up. The one semaphore behind password work, public writes and
 * uploads (docs/decisions/0050-machinery-that-earns-its-place.md).
 */
export interface SlotTicket {
  /** Resolves when the wait is over: the ticket holds a slot, or it left the line first. */
  readonly turn: Promise<void>;
  /** Gives the slot back, or leaves the line; any later call does nothing. */
  release(): void;
}

export interface BoundedSlots {
  readonly inUse: number;
  readonly waiting: number;
  /** A ticket, holding or in line first come first served; undefined when the line is full too. */
  take(): SlotTicket | undefined;
}

/** `maxWaiting` 0 refuses as soon as every slot is taken; Infinity never refuses. */
export function boundedSlots(slots: number, maxWaiting = 0): BoundedSlots {
  if (!Number.isInteger(slots) || slots < 1) throw new Error('slots must be at least 1');
  if (!(maxWaiting === Infinity || (Number.isInteger(maxWaiting) && maxWaiting >= 0)))
    throw new Error('maxWaiting must be 0 or more');
  let inUse = 0;
  const line: Array<() => void> = [];

  const giveBack = () => {
    const next = line.shift();
    // The slot passes straight to the next ticket in line, so inUse stays as it is.
    if (next) next();
    else inUse -= 1;
  };

  return {
    get inUse() {
      return inUse;
    },
    get waiting() {
      return line.length;
    },
    take() {
      const free = inUse < slots;
      if (!free && line.length >= maxWaiting) return undefined;
      let state: 'waiting' | 'holding' | 'done' = 'waiting';
      let endWait!: () => void;
      const turn = new Promise<void>((resolve) => (endWait = resolve));
      const enter = () => {
        state = 'holding';
        endWait();
      };
      if (free) {
        inUse += 1;
        enter();
      } else line.push(enter);
      const release = () => {
        if (state === 'holding') giveBack();
        else if (state === 'waiting') {
          line.splice(line.indexOf(enter), 1);
          endWait();
        }
        state = 'done';
      };
      return { turn, release };
    },
  };
}
