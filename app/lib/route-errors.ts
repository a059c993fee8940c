import { isRouteErrorResponse } from 'react-router';

/** Whether a route answered 404: an unknown dev diary slug, an expired preview link. */
export const isNotFoundError = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;
