import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useServices } from '@/ui/app/ServicesContext';
import { SignOutProvider } from '@/ui/app/signOut';
import { useAnalytics } from '@/ui/app/useAnalytics';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

function AnalyticsListener() {
  useAnalytics();
  return null;
}

/** The page frame every route shares: skip link, header, main landmark, footer. */
export function Layout() {
  const { now } = useServices();
  return (
    <SignOutProvider>
      <AnalyticsListener />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense
          fallback={
            <p role="status" className="page-status">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer now={now?.() ?? new Date()} />
    </SignOutProvider>
  );
}
