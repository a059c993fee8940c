import { Trans, useLingui } from '@lingui/react/macro';
import { FileImage, FileVideoCamera, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { usePageLocale } from '~/lib/use-page-locale';
import { ACCEPTED_ATTACHMENTS, checkBatch, formatMegabytes } from './attachments';

export type PickedFile = { key: number; file: File };

let nextKey = 1;

/**
 * The picked files and the picker's refusal message. The form keeps them: it sends the files and
 * clears both once the feedback is sent.
 */
export function usePickedFiles() {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const clear = () => {
    setFiles([]);
    setError(null);
  };
  return { files, setFiles, error, setError, clear };
}

export type PickedFiles = ReturnType<typeof usePickedFiles>;

/**
 * Optional attachments: a batch over the size limit is refused whole with the spec's message,
 * a good batch is appended and clears the message; each file can be removed on its own. The input
 * is named so that the browser sends its files with the form before the app has started; the app
 * keeps them in state instead, and takes up what was picked before it started.
 */
export function AttachmentPicker({
  attachments,
  disabled,
}: {
  attachments: PickedFiles;
  disabled?: boolean;
}) {
  const { files, setFiles, error, setError } = attachments;
  const { t } = useLingui();
  const { locale } = usePageLocale();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const inputRef = useRef<HTMLInputElement>(null);

  const pick = (input: HTMLInputElement) => {
    const batch = Array.from(input.files ?? []);
    // Cleared so the same file can be picked again after a removal.
    input.value = '';
    if (batch.length === 0) return;
    const check = checkBatch(batch);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setFiles([...files, ...batch.map((file) => ({ key: nextKey++, file }))]);
  };

  useEffect(() => {
    if (inputRef.current) pick(inputRef.current);
    // Once, when the app starts: later picks go through the input's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-bone-100">
        <Trans>
          Attachments <span className="font-normal text-bone-500">(optional)</span>
        </Trans>
      </span>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name="attachments"
        multiple
        accept={ACCEPTED_ATTACHMENTS}
        onChange={(event: ChangeEvent<HTMLInputElement>) => pick(event.target)}
        disabled={disabled}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-ink-600 bg-ink-900/60 px-4 py-6 text-center transition-colors peer-focus-visible:border-blood-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blood-400 hover:border-blood-600 hover:bg-ink-850"
      >
        <Paperclip aria-hidden="true" className="size-6 text-blood-400" />
        <span className="font-semibold text-bone-50">
          <Trans>Choose files to attach</Trans>
        </span>
      </label>
      <p id={hintId} className="text-xs text-bone-500">
        <Trans>
          Screenshots or clips help a lot. Images and videos (MP4, AVI, MOV, PNG, JPG, JPEG, GIF), up to 10MB
          each.
        </Trans>
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-blood-400">
          {error}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label={t`Selected files`} className="flex flex-col gap-2">
          {files.map(({ key, file }) => {
            const Icon = file.type.startsWith('video/') ? FileVideoCamera : FileImage;
            const name = file.name;
            return (
              <li
                key={key}
                className="flex items-center gap-3 rounded-md border border-ink-700 bg-ink-850 px-3 py-2 text-sm"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-blood-400" />
                <span className="min-w-0 flex-1 truncate text-bone-100">{file.name}</span>
                <span className="shrink-0 text-xs text-bone-500">{formatMegabytes(file.size, locale)}</span>
                <button
                  type="button"
                  onClick={() => setFiles(files.filter((picked) => picked.key !== key))}
                  disabled={disabled}
                  aria-label={t`Remove ${name}`}
                  className="grid size-7 shrink-0 place-items-center rounded text-bone-300 hover:bg-ink-700 hover:text-bone-50"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
