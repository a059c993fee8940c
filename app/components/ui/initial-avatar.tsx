import { cva } from 'class-variance-authority';

const avatar = cva('flex shrink-0 items-center justify-center rounded-full text-bone-50', {
  variants: {
    size: {
      md: 'size-9 bg-ink-700 font-semibold',
      lg: 'size-10 bg-blood-700 font-display text-lg font-bold',
    },
  },
  defaultVariants: { size: 'md' },
});

/** A person's initial in a disc; decorative, as the name is always written beside it. */
export function InitialAvatar({ name, size }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span aria-hidden="true" className={avatar({ size })}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
