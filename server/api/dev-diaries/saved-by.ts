import type { SessionUser } from '../../auth/guards';
import type { SavedBy } from '../../data/dev-diary-rows';

/** Who a revision says saved: the id, and the name as it is now (users can be renamed or deleted). */
export const savedBy = (actor: SessionUser): SavedBy => ({ id: actor.id, name: actor.name });
