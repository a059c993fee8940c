import { Eye, FileText, Type } from 'lucide-react';
import { StatCard } from '~/components/ui/stat-card';
import { formatCount } from '~/lib/intl-format';
import { textOf } from '@contracts/rich-text';
import { countWords } from './about-api';

/** Counts of the main description and the page status, as Live or Draft. */
export function AboutStats({ description, isActive }: { description: string; isActive: boolean }) {
  // What visitors read, not the markup around it.
  const text = textOf(description);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatCard label="Characters" value={formatCount(text.length)} icon={Type} />
      <StatCard label="Words" value={formatCount(countWords(text))} icon={FileText} />
      <StatCard label="Status" value={isActive ? 'Live' : 'Draft'} icon={Eye} />
    </div>
  );
}
