import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../ui';

/** The login layout only holds a fading view. */
export function LoginLayout() {
  const location = useLocation();
  return (
    <>
      <div key={location.pathname} className="tl-fade-in">
        <Outlet />
      </div>
      <OfflineBanner />
    </>
  );
}
