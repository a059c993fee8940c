import type { FighterHistoryEntry, HistoryLabelInput } from '../fighter-history';
import type { Fighter, FighterInput, fighterListQuery } from '../fighter';
import { contentEndpoints } from './content-endpoints';
import { endpoint } from './endpoint';

export const fighterEndpoints = {
  ...contentEndpoints<Fighter, FighterInput, typeof fighterListQuery>()('/api/fighters'),
  history: endpoint<{ response: FighterHistoryEntry[] }>()('GET', '/api/fighters/:id/history'),
  labelHistory: endpoint<{ body: HistoryLabelInput; response: FighterHistoryEntry }>()(
    'PATCH',
    '/api/fighters/:id/history/:entryId',
  ),
};
