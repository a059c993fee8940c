import type { AboutInput, aboutSchema } from '../about';
import { endpoint } from './endpoint';

export const aboutEndpoints = {
  read: endpoint<{ response: typeof aboutSchema }>()('GET', '/api/about'),
  save: endpoint<{ body: AboutInput; response: typeof aboutSchema }>()('PUT', '/api/about'),
};
