import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** The route table's errorElement: a thrown 404 response is a missing page, anything else a crash. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
