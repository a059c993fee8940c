/** A thin rule between groups of toolbar buttons; not announced. */
export function ToolbarDivider() {
  return <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-ink-700" />;
}
