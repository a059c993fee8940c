/** A catalogue imported from app/locales, compiled by the Lingui Vite plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
