import { ImageIcon, Upload, Video, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { mediaSrc } from '@contracts/media-paths';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Progress } from '~/components/ui/progress';
import { errorText } from '~/features/admin-shared/error-text';
import { type MediaKind, checkMediaFile, formatMegabytes } from './media-file';
import { MediaPickerDialog } from './library/media-picker-dialog';
import { uploadMedia } from './upload-media';

type Chosen = { name: string; size: number; preview: string };

/**
 * A file chooser that checks the file, previews it at once from the disk, uploads it with a
 * progress bar and hands the stored URL to the form. `onBusyChange` lets the form wait for it.
 */
export function MediaUploadField({
  kind,
  label,
  hint,
  value,
  onChange,
  onBusyChange,
}: {
  kind: MediaKind;
  label: string;
  hint: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.preview)), [chosen]);

  async function choose(file: File) {
    const refusal = checkMediaFile(kind, file);
    if (refusal) {
      setError(refusal);
      toast.error(refusal);
      return;
    }
    setError(null);
    setChosen({ name: file.name, size: file.size, preview: URL.createObjectURL(file) });
    setProgress(0);
    onBusyChange?.(true);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const result = await uploadMedia(file, setProgress, controller.signal);
      onChange(result.url);
    } catch (failure) {
      if (controller.signal.aborted) return;
      const message = errorText(failure, 'Upload failed. Please try again.');
      setError(message);
      setChosen(null);
      toast.error(message);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  /** A file already in the library: its path, with no upload. */
  function pick(url: string) {
    abortRef.current?.abort();
    setChosen(null);
    setError(null);
    onChange(url);
  }

  function remove() {
    abortRef.current?.abort();
    setChosen(null);
    setError(null);
    onChange(null);
  }

  const previewSrc = chosen?.preview ?? (value ? mediaSrc(value) : null);
  const Icon = kind === 'image' ? ImageIcon : Video;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={`${kind}/*`}
        className="sr-only"
        // The visible button opens it; one tab stop is enough.
        tabIndex={-1}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={progress !== null}
        >
          <Upload aria-hidden="true" /> {previewSrc ? `Replace ${kind}` : `Choose ${kind}`}
        </Button>
        <MediaPickerDialog kind={kind} label={label} onPick={pick} />
        {previewSrc ? (
          <Button variant="ghost" size="sm" onClick={remove} aria-label={`Remove ${kind}`}>
            <X aria-hidden="true" /> Remove
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-bone-500">
        {hint}
      </p>
      {chosen ? (
        <p className="text-xs text-bone-300">
          {chosen.name} ({formatMegabytes(chosen.size)})
        </p>
      ) : null}
      {progress !== null ? (
        <div className="flex items-center gap-2">
          <Progress value={progress} aria-label={`Uploading ${kind}`} className="flex-1" />
          <span className="w-10 text-right text-xs text-bone-300">{progress}%</span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-blood-400">
          {error}
        </p>
      ) : null}
      {previewSrc ? (
        kind === 'image' ? (
          <img
            src={previewSrc}
            alt={`${label} preview`}
            className="h-40 w-30 rounded border border-ink-600 object-cover"
          />
        ) : (
          <video
            src={previewSrc}
            controls
            muted
            preload="metadata"
            aria-label={`${label} preview`}
            className="max-h-48 w-full rounded border border-ink-600 bg-black"
          />
        )
      ) : (
        <div className="flex h-20 items-center justify-center rounded border border-dashed border-ink-600 text-bone-500">
          <Icon aria-hidden="true" className="size-6" />
          <span className="sr-only">No {kind} chosen</span>
        </div>
      )}
    </div>
  );
}
