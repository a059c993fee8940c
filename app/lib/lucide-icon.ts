import { type ReactNode, type SVGProps, createElement, forwardRef } from 'react';

/** An icon as lucide-react's icon modules describe it: its name and its SVG children. */
type IconData = {
  name?: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string | number>])[];
};

type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

/** Whether the icon is named for assistive technology; if not, it is hidden from it, as lucide does. */
const isLabelled = (props: Record<string, unknown>) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

/**
 * lucide-react's `createLucideIcon`, for the props this app gives its icons (a class, a stroke
 * width, ARIA attributes), rendering the same SVG: every lucide icon module imports it through
 * an alias (vite.config.ts). lucide's own adds a context provider, sizes, colours, absolute
 * strokes and alias classes this app does not use: about 1.1 KB gzip on every public page.
 * The server renders with lucide's own; the markup is the same, so hydration matches.
 */
export default function createLucideIcon(icon: IconData) {
  const size = icon.size ?? 24;
  const ownClasses = ['lucide', ...(icon.name ? [`lucide-${icon.name}`] : [])];
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { className, strokeWidth = 2, children, ...rest },
    ref,
  ) {
    const classes = [...new Set([...ownClasses, ...(className ?? '').split(/\s+/).filter(Boolean)])];
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: `0 0 ${size} ${size}`,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes.join(' '),
        ...(children != null || isLabelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
