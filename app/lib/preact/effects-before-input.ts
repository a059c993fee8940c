/**
 * Effects run before the next input, as React runs them (browser bundle only, decision 0021).
 *
 * Preact runs effects, and the clean-up of an unmounted component's effects, after the next frame.
 * React runs whatever is waiting before it handles the next discrete input (a key, a tap, a
 * click), and libraries count on it: a Radix dialog leaves the stack of dismissable layers in an
 * effect's clean-up, and the dialog under it starts listening for Escape in an effect, so a second
 * Escape within a frame of the first left the outer dialog open. Effects keep Preact's timing
 * here, and whatever is still waiting runs first when such an input arrives.
 */
import { options } from 'preact';

const DISCRETE_INPUTS = [
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
  'input',
  'change',
  'submit',
];

/** Preact's own wait when no frame comes, as in a hidden tab. */
const NO_FRAME_AFTER_MS = 35;

let waiting: (() => void) | undefined;

function runWaitingEffects() {
  const run = waiting;
  waiting = undefined;
  run?.();
}

/** Preact hands over the function that runs the queued effects whenever the queue starts anew. */
options.requestAnimationFrame = (runEffects) => {
  waiting = runEffects;
  const afterFrame = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(runWaitingEffects);
  };
  const timeout = setTimeout(afterFrame, NO_FRAME_AFTER_MS);
  const frame = requestAnimationFrame(afterFrame);
};

for (const type of DISCRETE_INPUTS) {
  window.addEventListener(type, runWaitingEffects, { capture: true, passive: true });
}
