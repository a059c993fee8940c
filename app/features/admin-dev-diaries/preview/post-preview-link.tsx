import { devDiaryEndpoints } from '@contracts/endpoints/dev-diaries';
import { useMutation } from '@tanstack/react-query';
import { Copy, Eye, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { Button, buttonVariants } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { fetchApi } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date';

/**
 * The editor's Preview: a signed link to the saved post exactly as its public page will show it,
 * drafts and scheduled posts included, to open here or send to someone without an account. It
 * shows the last saved version and stops working when it expires.
 */
export function PostPreviewLink({ postId }: { postId: number }) {
  const link = useMutation({
    mutationFn: () => fetchApi(devDiaryEndpoints.previewLink, { params: { id: postId }, body: {} }),
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const url = link.data ? new URL(link.data.path, window.location.origin).href : undefined;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Preview link copied');
    } catch {
      toast.error('Error', { description: 'The link could not be copied: select it and copy it by hand.' });
    }
  }

  if (!link.data || !url)
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={link.isPending}
        onClick={() => link.mutate()}
      >
        <Eye aria-hidden="true" /> {link.isPending ? 'Preparing preview...' : 'Preview'}
      </Button>
    );
  return (
    <div className="flex w-full flex-col gap-2 rounded-md border border-bone-800 p-3 sm:max-w-xl">
      <label htmlFor="post-preview-url" className="text-sm text-bone-300">
        Preview link of the saved post, for anyone who has it until {formatDateTime(link.data.expiresAt)}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id="post-preview-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <div className="flex gap-2">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" /> Open preview
          </a>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy(url)}>
            <Copy aria-hidden="true" /> Copy link
          </Button>
        </div>
      </div>
    </div>
  );
}
