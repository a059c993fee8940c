import type { LucideIcon } from 'lucide-react';
import { cn } from '~/lib/cn';

type ToolbarButtonProps = {
  label: string;
  onClick: () => void;
  icon?: LucideIcon;
  /** Shown instead of an icon, for words no icon says as well (Buff, Nerf, Fix). */
  text?: string;
  /** Set for toggles only: pressed while the format applies at the caret. */
  pressed?: boolean;
  disabled?: boolean;
  className?: string;
};

/** One toolbar button; the toolbar sets its tabindex (roving focus). */
export function ToolbarButton({
  label,
  onClick,
  icon: Icon,
  text,
  pressed,
  disabled,
  className,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={text ? undefined : label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: a mouse press on the button must not blur the text first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-xs font-semibold text-bone-300 hover:bg-ink-700 hover:text-bone-50 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blood-400 disabled:opacity-40 aria-pressed:bg-blood-900 aria-pressed:text-bone-50',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {text}
    </button>
  );
}
