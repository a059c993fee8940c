import { RichText } from '~/components/ui/rich-text';
import { toHtml } from './rich-text';

/**
 * Stored rich text in the back office, drawn as the public pages draw it; plain text an older API
 * may still return becomes escaped paragraphs first.
 */
export function RichTextView({ value, className }: { value: string; className?: string }) {
  return <RichText html={toHtml(value)} className={className} />;
}
