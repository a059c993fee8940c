/** A table cell right-aligned to its column's width. */
export const pad = (value: string | number, width: number) => String(value).padStart(width);
