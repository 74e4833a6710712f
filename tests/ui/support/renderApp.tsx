import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/ui/App';
import { createAppRouter } from '@/ui/app/router';
import { fakeServices, type FakeServicesOptions } from './services';

// Pages are lazy chunks: the first one a test worker opens is compiled on demand, which can take
// longer than the default 1 s on a busy CI machine.
configure({ asyncUtilTimeout: 3000 });

/** Renders the whole app at `path` over fake services; `router.state.location` tells where it ended. */
export function renderApp(path: string, options: FakeServicesOptions = {}) {
  const fakes = fakeServices(options);
  const router = createAppRouter({ initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App services={fakes.services} router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...fakes, ...view, router, user, location };
}
