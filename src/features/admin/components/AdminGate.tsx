// /admin…: the operator's screens for an account with the admin role; anyone else sees the page the shop shows for
// an address it does not have, and never downloads the screens (their chunk is loaded only here, only for an admin).
import { Suspense, type ReactNode } from 'react';
import { accountApi } from '../../account';
import { selectIsLoggedIn } from '../../auth';
import { useServerOrHydrating } from '../../../shared/browser/hydration';
import { lazyWithMessages } from '../../../shared/i18n';
import { Skeleton } from '../../../shared/ui/primitives';
import { useAppSelector } from '../../../app/hooks';

const AdminArea = lazyWithMessages(() => import(/* webpackChunkName: "admin" */ '../screens/AdminArea'), {
  admin: true,
});

export function AdminGate({ notFound }: { notFound: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const waiting = useServerOrHydrating();
  const { data } = accountApi.endpoints.getAccount.useQuery(undefined, { skip: !loggedIn || waiting });
  // The server renders the not-found page (it never knows the caller); an admin's page turns into the screens.
  if (waiting || !loggedIn || data?.account.role !== 'admin') return notFound;
  return (
    <Suspense fallback={<Skeleton $height="60vh" />}>
      <AdminArea />
    </Suspense>
  );
}
