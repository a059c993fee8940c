import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * Toasts `message` each time a list fails to load (a retry that fails again toasts again), as
 * the list itself may still show older items. `log` also writes the failure to the console.
 */
export function useLoadErrorToast(
  query: { isError: boolean; error: Error | null; errorUpdatedAt: number },
  message: string,
  log?: string,
) {
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError) return;
    if (log) console.error(log, error);
    toast.error(message);
  }, [isError, error, errorUpdatedAt, message, log]);
}
