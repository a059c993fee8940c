/** The form's one reported problem, read out when it appears. */
export function FormProblem({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-blood-700 bg-blood-900/40 px-3 py-2 text-sm text-bone-50"
    >
      {message}
    </p>
  );
}
