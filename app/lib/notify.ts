import { requestToaster } from './toaster-store';

type Kind = 'success' | 'error';

/** A toast from a public page: loads the toast library and its area on first use. */
export async function notify(kind: Kind, message: string) {
  const [{ toast }] = await Promise.all([import('sonner'), requestToaster()]);
  toast[kind](message);
}
