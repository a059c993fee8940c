import { type ClassValue, clsx } from 'clsx';
import { createContext, useContext } from 'react';

/**
 * How the shared UI primitives combine their own classes with a caller's `className`. On public
 * pages they are only joined: no public caller passes a class that contends with a primitive's
 * own, and tailwind-merge (8 KB gzip) stays out of their JavaScript. The back office, whose callers
 * do override sizes, spacing and colours, provides tailwind-merge (`cn`) around its screens.
 */
const ClassMerge = createContext<((classes: string) => string) | null>(null);

export const ClassMergeProvider = ClassMerge.Provider;

/** The primitive's classes followed by the caller's, merged if the screen asks for it. */
export function useClasses(...inputs: ClassValue[]): string {
  const merge = useContext(ClassMerge);
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}
