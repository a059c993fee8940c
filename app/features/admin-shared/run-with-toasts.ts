import { toast } from 'sonner';
import { errorText } from './error-text';

/**
 * Runs a save or a delete and tells staff how it went: the success text, or the server's error
 * text (else `failure`). Resolves true when it worked, so a form knows it may close.
 */
export async function runWithToasts(
  action: () => Promise<unknown>,
  { success, failure }: { success: string; failure: string },
) {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(errorText(error, failure));
    return false;
  }
}

/**
 * Runs a write whose failure staff see in one fixed wording (`failure`, whatever the server said);
 * the error goes to the console after `log`. Never rejects.
 */
export async function runWithFixedToasts(
  action: () => Promise<unknown>,
  { success, failure, log }: { success: string; failure: string; log: string },
) {
  try {
    await action();
    toast.success(success);
  } catch (error) {
    console.warn(log, error);
    toast.error(failure);
  }
}
