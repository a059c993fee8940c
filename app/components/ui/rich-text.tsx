import { publicRichHtml } from '@contracts/rich-text';
import { clsx } from 'clsx';

/**
 * Rich text the server stored (a post's content, the About description, a FAQ answer). Its HTML
 * went through the server's sanitizer on the way in, so it is set as it is; app/rich-text.css
 * styles what the editor can write. clsx, not cn: tailwind-merge would add 8 KB to every public page
 * for class lists that never conflict.
 */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return (
    <div
      lang={lang}
      className={clsx('rich-text', className)}
      dangerouslySetInnerHTML={{ __html: publicRichHtml(html) }}
    />
  );
}
