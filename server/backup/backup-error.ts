/** A backup or a restore refused or failed for a reason the operator can act on: printed as it is. */
export class BackupError extends Error {}
