/** Runs a server call; when the server asks for a fresh proof, asks for it and runs the call again. */
export type FreshProofGuard = <T>(action: () => Promise<T>) => Promise<T>;
