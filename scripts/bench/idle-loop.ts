import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * A control for `npm run bench:scale`: a Node process that does nothing but watch its own event
 * loop, at the server's priority, while the server is measured. On a small shared machine the
 * kernel sometimes leaves a runnable process waiting for a core; the server's loop then looks
 * stalled though no request held it. The longest delay seen here, over the same window, is that
 * share of the figure.
 * Messages from the parent: 'reset' starts a window, 'report' answers with its longest delay in ms.
 */
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('message', (message) => {
  if (message === 'reset') delay.reset();
  if (message === 'report') process.send?.(Math.round(delay.max / 1e6));
});
process.on('disconnect', () => process.exit(0));
