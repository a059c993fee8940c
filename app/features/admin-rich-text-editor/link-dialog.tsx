import { type FormEvent, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { InputField } from '~/components/ui/input-field';
import { isAllowedHref } from './link-href';

type LinkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link at the caret, to edit or remove; '' for a new one. */
  href: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

export const LINK_HREF_ERROR = 'Enter an http(s) or mailto: address, or a site path starting with /';

/** Add, change or remove the link on the selected text. */
export function LinkDialog({
  open,
  onOpenChange,
  href,
  onApply,
  onRemove,
  onCloseAutoFocus,
}: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{href ? 'Edit Link' : 'Add Link'}</DialogTitle>
        <DialogDescription>
          A web address, a mailto: address, or a page of this site such as /fighters.
        </DialogDescription>
        {open ? <LinkForm href={href} onApply={onApply} onRemove={onRemove} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({ href, onApply, onRemove }: Pick<LinkDialogProps, 'href' | 'onApply' | 'onRemove'>) {
  const id = useId();
  const [value, setValue] = useState(href);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    // The dialog sits inside the page's own form in React's tree: keep its submit to itself.
    event.preventDefault();
    event.stopPropagation();
    const url = value.trim();
    if (!isAllowedHref(url)) return setError(url ? LINK_HREF_ERROR : 'URL is required');
    onApply(url);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <InputField
        id={`${id}-url`}
        label="URL"
        required
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <DialogFooter className="mt-2">
        {href ? (
          <Button variant="ghost" onClick={onRemove} className="sm:mr-auto">
            Remove link
          </Button>
        ) : null}
        <Button type="submit">{href ? 'Update link' : 'Add link'}</Button>
      </DialogFooter>
    </form>
  );
}
