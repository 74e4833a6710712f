import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toggleShow } from '@/domain/display/settings';
import { ServicesProvider } from '@/ui/app/ServicesContext';
import { SettingsBox } from '@/ui/pages/teaching/settings/SettingsBox';
import { settingsStyle, TEACH_SURFACE_CLASS } from '@/ui/pages/teaching/settings/settingsStyle';
import {
  useDisplaySettings,
  useTeachingScreen,
} from '@/ui/pages/teaching/settings/useDisplaySettings';
import { useShowHideKeys } from '@/ui/pages/teaching/settings/useShowHideKeys';
import { fakeServices, type FakeServicesOptions } from '../../../support/services';

/** The parts put together the way the teaching screen will: one hook, the box, the keys, a text area. */
export function TeachingHarness() {
  const { settings, change } = useDisplaySettings(useTeachingScreen(0));
  useShowHideKeys((key) => change((current) => toggleShow(current, key)));
  return (
    <main>
      <SettingsBox settings={settings} onChange={change} />
      <div data-testid="surface" className={TEACH_SURFACE_CLASS} style={settingsStyle(settings)}>
        {settings.show.target ? <p>Target text</p> : null}
        {settings.show.native ? <p>Native text</p> : null}
        {settings.show.questions ? <p>Questions</p> : null}
      </div>
      <label>
        Gap 1 of 3
        <input />
      </label>
      <label>
        Notes
        <textarea />
      </label>
      <div role="textbox" aria-label="Rich text" contentEditable suppressContentEditableWarning>
        Edit me
      </div>
    </main>
  );
}

/** Renders the harness over fake services; `remount` renders it afresh over the same services. */
export function renderHarness(options: FakeServicesOptions = {}) {
  const fakes = fakeServices({ role: 'public', ...options });
  const user = userEvent.setup();
  const ui = () => (
    <ServicesProvider value={fakes.services}>
      <TeachingHarness />
    </ServicesProvider>
  );
  const view = render(ui());
  const remount = () => {
    view.unmount();
    return render(ui());
  };
  return { ...fakes, ...view, user, remount };
}
