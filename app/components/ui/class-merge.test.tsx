import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cn } from '~/lib/cn';
import { Badge } from './badge';
import { Button } from './button';
import { ClassMergeProvider } from './class-merge';

const classesOf = (markup: string) => new Set(/class="([^"]*)"/.exec(markup)![1]!.split(' '));

describe('class merging of the shared primitives', () => {
  it('joins the caller classes on public pages, without tailwind-merge', () => {
    const classes = classesOf(renderToStaticMarkup(<Button className="mt-8">Go</Button>));
    expect(classes).toContain('h-10');
    expect(classes).toContain('mt-8');
  });

  it('lets the back office override sizes and colours through tailwind-merge', () => {
    const markup = renderToStaticMarkup(
      <ClassMergeProvider value={cn}>
        <Button variant="ghost" className="h-8 text-blood-400">
          Go
        </Button>
      </ClassMergeProvider>,
    );
    const classes = classesOf(markup);
    expect(classes).toContain('h-8');
    expect(classes).not.toContain('h-10');
    expect(classes).not.toContain('text-bone-300');
  });

  it('offers variants where public pages need other corners, lettering or colours', () => {
    const tall = classesOf(renderToStaticMarkup(<Button size="tall" shape="display" />));
    expect(tall).toContain('rounded-sm');
    expect(tall).not.toContain('rounded-md');
    expect(tall).not.toContain('tracking-wide');
    const tag = classesOf(renderToStaticMarkup(<Badge variant="custom" casing="normal" />));
    expect(tag).toContain('normal-case');
    expect(tag).not.toContain('uppercase');
    expect(tag).not.toContain('bg-ink-800');
  });
});
