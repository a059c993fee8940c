import { Eye, EyeOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';

type SignInPasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  invalid: boolean;
  /** The form's SignInAlert while it shows a message. */
  describedBy: string | undefined;
  /** Held by the form, so going back from the code step keeps the choice. */
  shown: boolean;
  onShownChange: (shown: boolean) => void;
};

/** The sign-in page's password, with a show/hide toggle and the way to a forgotten one under it. */
export function SignInPasswordField({
  invalid,
  describedBy,
  shown,
  onShownChange,
  ...input
}: SignInPasswordFieldProps) {
  return (
    <FormField id="login-password" label="Password" invalid={invalid} describedBy={describedBy}>
      {(control) => (
        <>
          <div className="relative">
            <Input
              {...control}
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              aria-required="true"
              className="pr-11"
              {...input}
            />
            <button
              type="button"
              onClick={() => onShownChange(!shown)}
              aria-label={shown ? 'Hide password' : 'Show password'}
              aria-pressed={shown}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-bone-300 hover:text-bone-50"
            >
              {shown ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
          <Link
            to="/admin/forgot-password"
            className="self-end text-sm text-bone-300 underline-offset-4 hover:text-bone-50 hover:underline"
          >
            Forgot password?
          </Link>
        </>
      )}
    </FormField>
  );
}
