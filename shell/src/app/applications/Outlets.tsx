import { useLocation } from 'react-router-dom';
import { useSession } from '@souq/shared';
import { activeApplication, APPLICATIONS } from './applications';
import { outletId } from './outletElements';
import { OutletStatusView } from './OutletStatusView';

/**
 * One outlet per application; only the one owning the path is shown. The application and its status (the page's
 * skeleton while it loads) share one cell of the outlet: the page replaces the skeleton where it stands.
 */
export function Outlets() {
  const { pathname } = useLocation();
  const token = useSession((state) => state.token);
  const admin = useSession((state) => state.user?.user_type === 'Admin');
  const active = activeApplication(pathname, token, admin);
  return (
    <main className="souq-main" id="main-content">
      {APPLICATIONS.map((app) => (
        <section key={app} className="souq-outlet" data-outlet={app} hidden={app !== active}>
          <div id={outletId(app)} className="souq-outlet__app" />
          {app === active && <OutletStatusView app={app} pathname={pathname} />}
        </section>
      ))}
    </main>
  );
}
