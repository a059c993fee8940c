import type { MediaItem } from '@contracts/media';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { MediaPreview } from './media-preview';
import { MediaPickerList } from '~/features/admin-media/library/media-picker-dialog';
import type { VideoAttributes } from './video-node';

type VideoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (video: VideoAttributes) => void;
  onCloseAutoFocus: (event: Event) => void;
};

type Step = { clip: null } | { clip: MediaItem; poster: MediaItem | null; choosingPoster: boolean };

/** A clip from the library, then an optional poster image, also from the library. */
export function VideoDialog({ open, onOpenChange, onInsert, onCloseAutoFocus }: VideoDialogProps) {
  const [step, setStep] = useState<Step>({ clip: null });
  const listing = !step.clip || step.choosingPoster;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setStep({ clip: null });
        onOpenChange(next);
      }}
    >
      <DialogContent className={listing ? 'max-w-3xl' : undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{step.clip && step.choosingPoster ? 'Choose a Poster' : 'Insert Video'}</DialogTitle>
        <DialogDescription>
          {!step.clip
            ? 'Choose an uploaded clip from the media library.'
            : 'The poster is the still shown before the clip plays; without one the first frame shows.'}
        </DialogDescription>
        {!open ? null : !step.clip ? (
          <MediaPickerList
            kind="video"
            onPick={(clip) => setStep({ clip, poster: null, choosingPoster: false })}
          />
        ) : step.choosingPoster ? (
          <MediaPickerList
            kind="image"
            onPick={(poster) => setStep({ ...step, poster, choosingPoster: false })}
          />
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <p className="text-sm text-bone-100">
              Clip: <span className="break-all text-bone-300">{step.clip.name}</span>
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {step.poster ? (
                <span className="w-32">
                  <MediaPreview item={step.poster} alt={`Poster: ${step.poster.name}`} />
                </span>
              ) : (
                <span className="text-sm text-bone-500">No poster</span>
              )}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setStep({ ...step, choosingPoster: true })}
              >
                {step.poster ? 'Change poster' : 'Choose poster'}
              </Button>
              {step.poster ? (
                <Button variant="ghost" size="sm" onClick={() => setStep({ ...step, poster: null })}>
                  Remove poster
                </Button>
              ) : null}
            </div>
            <DialogFooter className="mt-2">
              <Button variant="ghost" onClick={() => setStep({ clip: null })}>
                Back to library
              </Button>
              <Button onClick={() => onInsert({ src: step.clip.url, poster: step.poster?.url ?? null })}>
                Insert video
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
