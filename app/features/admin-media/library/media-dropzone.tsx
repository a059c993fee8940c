import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Progress } from '~/components/ui/progress';
import { cn } from '~/lib/cn';
import { checkMediaFile } from '../media-file';
import { uploadMedia } from '../upload-media';

type Upload = { id: number; name: string; percent: number };

/**
 * Files dropped here (or chosen) are uploaded one after another, each with its progress; the
 * library reloads after each. A file the browser already knows to be refused (type, size) is
 * reported and skipped; the server's refusals (a damaged image, a full disk) come back as toasts.
 */
export function MediaDropzone({ onUploaded }: { onUploaded: () => unknown }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);

  async function send(files: File[]) {
    for (const file of files) {
      const kind = file.type.startsWith('video/') ? 'video' : 'image';
      const refusal = checkMediaFile(kind, file);
      if (refusal) {
        toast.error(`${file.name} was not uploaded`, { description: refusal });
        continue;
      }
      const id = next.current++;
      setUploads((list) => [...list, { id, name: file.name, percent: 0 }]);
      try {
        await uploadMedia(file, (percent) =>
          setUploads((list) => list.map((u) => (u.id === id ? { ...u, percent } : u))),
        );
        toast.success(`${file.name} uploaded`);
        await onUploaded();
      } catch (error) {
        toast.error(`${file.name} was not uploaded`, {
          description: error instanceof Error ? error.message : 'Please try again later.',
        });
      } finally {
        setUploads((list) => list.filter((u) => u.id !== id));
      }
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-blood-500 bg-blood-900/20' : 'border-ink-600 bg-ink-900/50',
        )}
      >
        <Upload aria-hidden="true" className="size-7 text-bone-500" />
        <p className="text-sm text-bone-100">Drop images or clips here, or</p>
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-md border border-blood-600 px-4 py-2 text-sm font-semibold text-bone-50 focus-within:ring-2 focus-within:ring-blood-500 hover:bg-blood-900/60"
        >
          Choose Files
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif,video/*"
            className="sr-only"
            onChange={(event) => {
              void send([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
        <p className="text-xs text-bone-500">
          Images: JPEG, PNG, WebP, AVIF or GIF, Max 5MB. Videos: Max 50MB.
        </p>
      </div>
      {uploads.length > 0 ? (
        <ul aria-label="Uploads in progress" className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="flex items-center gap-3 text-sm text-bone-100">
              <span className="w-48 truncate">{upload.name}</span>
              <Progress value={upload.percent} aria-label={`Uploading ${upload.name}`} className="flex-1" />
              <span className="w-10 text-right text-xs text-bone-300">{upload.percent}%</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
