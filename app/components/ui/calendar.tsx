import type { CSSProperties } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '~/lib/cn';

/** The library's own variables, set to the site's palette. */
const theme = {
  '--rdp-accent-color': 'var(--color-blood-500)',
  '--rdp-accent-background-color': 'var(--color-blood-900)',
  '--rdp-today-color': 'var(--color-ember-400)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.375rem',
  '--rdp-day_button-width': '2.375rem',
} as CSSProperties;

/** react-day-picker in the site's colours; weeks start on Sunday (docs/back-office-screens.md §9). */
export function Calendar({ className, style, ...props }: DayPickerProps) {
  return (
    <DayPicker
      weekStartsOn={0}
      className={cn('p-1 text-sm text-bone-100 [&_.rdp-chevron]:fill-bone-300', className)}
      style={{ ...theme, ...style }}
      {...props}
    />
  );
}
