import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CoreServices } from '@/application/appServices';
import { areaLoader, buildContainer } from '@/infrastructure/composition/container';
import { TOKENS } from '@/infrastructure/composition/tokens';
import { readApiBaseUrl } from '@/infrastructure/config/apiBaseUrl';
import { newIdempotencyKey } from '@/infrastructure/http/idempotencyKey';
import { createInspector } from '@/infrastructure/inspect/inspector';
import { App } from '@/ui/App';
import { createToastNotifier } from '@/ui/notifications/toastNotifier';

// The app's entry: the one module besides the composition root that sees infrastructure and UI
// together. It hands the browser to the container and the container's services to React.
const inspector = await createInspector();
const container = buildContainer({
  baseURL: readApiBaseUrl(),
  storage: window.localStorage,
  navigator: { assign: (url) => window.location.assign(url) },
  notifier: createToastNotifier(),
  logger: console,
  idempotencyKey: newIdempotencyKey,
  inspect: inspector?.inspect,
});
const services = container.get<CoreServices>(TOKENS.CoreServices);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={services} loadArea={areaLoader(container)} />
  </StrictMode>,
);
