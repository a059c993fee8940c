import type { MediaItem } from '@contracts/media';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { InputField } from '~/components/ui/input-field';
import { MediaPreview } from './media-preview';
import { MediaPickerList } from '~/features/admin-media/library/media-picker-dialog';

export type PickedImage = { src: string; alt: string; width?: number; height?: number };

type ImageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (image: PickedImage) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** An image from the library, then its alt text: the server drops an image without one. */
export function ImageDialog({ open, onOpenChange, onInsert, onCloseAutoFocus }: ImageDialogProps) {
  const [picked, setPicked] = useState<MediaItem | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicked(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className={picked ? undefined : 'max-w-3xl'} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{picked ? 'Describe the Image' : 'Insert Image'}</DialogTitle>
        <DialogDescription>
          {picked
            ? 'Alt text is read out in place of the image and shown when it cannot load.'
            : 'Choose an uploaded image from the media library.'}
        </DialogDescription>
        {!open ? null : picked ? (
          <AltTextForm item={picked} onBack={() => setPicked(null)} onInsert={onInsert} />
        ) : (
          <MediaPickerList kind="image" onPick={setPicked} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AltTextForm({
  item,
  onBack,
  onInsert,
}: {
  item: MediaItem;
  onBack: () => void;
  onInsert: (image: PickedImage) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The library's own description is a good start; staff may write one for this place.
  const [alt, setAlt] = useState(item.altText);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const text = alt.trim();
    if (!text) {
      setError('Alt text is required');
      inputRef.current?.focus();
      return;
    }
    onInsert({ src: item.url, alt: text, width: item.width ?? undefined, height: item.height ?? undefined });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <div className="w-40">
        <MediaPreview item={item} alt="" />
      </div>
      <p className="text-xs break-all text-bone-300">{item.name}</p>
      <InputField
        ref={inputRef}
        id={`${id}-alt`}
        label="Alt text"
        required
        autoFocus
        value={alt}
        error={error}
        maxLength={250}
        onChange={(event) => setAlt(event.target.value)}
      />
      <DialogFooter className="mt-2">
        <Button variant="ghost" onClick={onBack}>
          Back to library
        </Button>
        <Button type="submit">Insert image</Button>
      </DialogFooter>
    </form>
  );
}
