// SPEC §2 root layout: router outlet, toast area, loader overlay, dialogs area, modals container.
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../components/Toaster';
import { ConfirmHost } from '../app/ConfirmHost';
import { GlobalDialogs } from '../app/GlobalDialogs';
import { LoaderOverlay } from '../app/LoaderOverlay';
import { UnsupportedDevice } from '../app/UnsupportedDevice';
import { UpdatedAppModal } from '../app/UpdatedAppModal';
import { analytics } from '../app/thirdParty';

export function RootLayout() {
  const location = useLocation();
  const [chunkFailed, setChunkFailed] = useState(false);

  // Route changes are page hits; the first mount logs the visit once per browser (SPEC §1, §4).
  useEffect(() => analytics.logFirstVisit(), []);
  useEffect(() => analytics.hit(location.pathname + location.search), [location.pathname, location.search]);

  // Vite reports a failed preload of a lazy chunk here (a release replaced the files).
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      setChunkFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  return (
    <>
      <Outlet />
      <Toaster />
      <LoaderOverlay />
      <GlobalDialogs />
      <ConfirmHost />
      <UnsupportedDevice />
      {chunkFailed && <UpdatedAppModal />}
    </>
  );
}
