/**
 * Column types as stored. Booleans are integers 0/1 and timestamps ISO-8601 UTC text on both
 * engines (docs/decisions/0001-portable-column-types.md), so repositories map rows the same way.
 */
export type Flag = number;
export type Timestamp = string;
