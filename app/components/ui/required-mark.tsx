/** The visual star of a required field; the field itself carries aria-required. */
export function Required() {
  return (
    <span aria-hidden="true" className="text-blood-400">
      *
    </span>
  );
}
