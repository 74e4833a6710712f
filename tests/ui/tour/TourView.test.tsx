import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { tourMachine } from '@/application/tour/tour.machine';
import type { TourStep } from '@/application/tour/tourSteps';
import { TourView } from '@/ui/tour/TourView';
import { isTargetOnPage, useTour } from '@/ui/tour/useTour';

const STEPS: readonly TourStep[] = [
  { target: '#type', title: 'Resource type', content: 'Choose a text or a dialogue.' },
  { target: '#missing', title: 'Not on this page', content: 'Never shown.' },
  { target: '#level', title: 'Audience level', content: 'Pick a CEFR level.' },
  { target: '#words', title: 'Word count', content: 'From 50 to 500 words.' },
];

/** The page the tour points at; `#missing` is not on it. */
function Page() {
  return (
    <main>
      <div id="type">Type</div>
      <div id="level">Level</div>
      <div id="words">Words</div>
    </main>
  );
}

function renderTour() {
  const calls = { markSeen: [] as string[], cleared: 0 };
  const machine = tourMachine.provide({
    actors: {
      hasSeen: fromPromise(() => Promise.resolve(false)),
      markSeen: fromPromise(({ input }: { input: { pageId: string } }) => {
        calls.markSeen.push(input.pageId);
        return Promise.resolve();
      }),
    },
    actions: {
      clearStoredTour: () => {
        calls.cleared += 1;
      },
      logFailure: () => undefined,
    },
  });
  const page = render(<Page />);
  const actor = createActor(machine, {
    input: { pageId: 'dashboard', steps: STEPS, isTargetPresent: isTargetOnPage },
  }).start();
  page.rerender(
    <>
      <Page />
      <TourView actor={actor} />
    </>,
  );
  return { actor, calls };
}

async function tooltipTitled(title: string) {
  return screen.findByRole('heading', { name: title });
}

describe('TourView (spec §4 Tour, react-joyride in controlled mode)', () => {
  it('shows the first step and skips a step whose target is absent', async () => {
    const user = userEvent.setup();
    renderTour();
    await tooltipTitled('Resource type');
    expect(screen.getByText('Choose a text or a dialogue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await tooltipTitled('Audience level');
    expect(screen.queryByText('Never shown.')).not.toBeInTheDocument();
  });

  it('the last step reads Exit, and Exit reports the tour as seen', async () => {
    const user = userEvent.setup();
    const { actor, calls } = renderTour();
    await tooltipTitled('Resource type');
    await user.click(screen.getByRole('button', { name: 'Step 4' }));
    await tooltipTitled('Word count');
    const exit = screen.getByRole('button', { name: 'Exit' });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(exit);
    await waitFor(() => expect(actor.getSnapshot().matches('Finished')).toBe(true));
    expect(calls.markSeen).toEqual(['dashboard']);
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
  });

  it('the close button only clears the stored tour id: the tour is not reported seen', async () => {
    const user = userEvent.setup();
    const { actor, calls } = renderTour();
    await tooltipTitled('Resource type');
    await user.click(screen.getByRole('button', { name: 'Close the tour' }));
    expect(actor.getSnapshot().matches('Dismissed')).toBe(true);
    expect(calls.cleared).toBe(1);
    expect(calls.markSeen).toEqual([]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Resource type' })).not.toBeInTheDocument(),
    );
  });

  it('the dot of a step whose target is absent is disabled', async () => {
    renderTour();
    await tooltipTitled('Resource type');
    expect(screen.getByRole('button', { name: 'Step 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Step 1' })).toHaveAttribute('aria-current', 'step');
  });

  it('the arrow keys move between steps and Esc dismisses the tour', async () => {
    const user = userEvent.setup();
    const { actor, calls } = renderTour();
    await tooltipTitled('Resource type');
    await user.keyboard('{ArrowRight}');
    await tooltipTitled('Audience level');
    await user.keyboard('{ArrowLeft}');
    await tooltipTitled('Resource type');
    await user.keyboard('{Escape}');
    expect(actor.getSnapshot().matches('Dismissed')).toBe(true);
    expect(calls.cleared).toBe(1);
    expect(calls.markSeen).toEqual([]);
  });

  it('Back returns to the previous present step', async () => {
    const user = userEvent.setup();
    renderTour();
    await tooltipTitled('Resource type');
    await user.click(screen.getByRole('button', { name: 'Step 3' }));
    await tooltipTitled('Audience level');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await tooltipTitled('Resource type');
  });

  it('a click on the mask dismisses the tour like the cross', async () => {
    const { actor, calls } = renderTour();
    await tooltipTitled('Resource type');
    const overlay = await screen.findByTestId('overlay');
    // The mask is the first path of the overlay's SVG: the area outside the spotlight.
    const mask = overlay.querySelector('path');
    expect(mask).not.toBeNull();
    if (mask) fireEvent.click(mask);
    await waitFor(() => expect(actor.getSnapshot().matches('Dismissed')).toBe(true));
    expect(calls.markSeen).toEqual([]);
    expect(calls.cleared).toBe(1);
  });
});

describe('useTour', () => {
  it('starts a requested tour for the page without asking the server', async () => {
    const asked: string[] = [];
    const machine = tourMachine.provide({
      actors: {
        hasSeen: fromPromise(({ input }: { input: { pageId: string } }) => {
          asked.push(input.pageId);
          return Promise.resolve(true);
        }),
        markSeen: fromPromise(() => Promise.resolve()),
      },
      actions: { clearStoredTour: () => undefined, logFailure: () => undefined },
    });
    function TourPage() {
      const actor = useTour(machine, { pageId: 'dashboard', steps: STEPS, forced: true });
      return (
        <>
          <Page />
          <TourView actor={actor} />
        </>
      );
    }
    render(<TourPage />);
    await tooltipTitled('Resource type');
    expect(asked).toEqual([]);
  });
});

describe('TourView and a page that renders its targets late', () => {
  it('shows the first step once its target appears', async () => {
    const machine = tourMachine.provide({
      actors: {
        hasSeen: fromPromise(() => Promise.resolve(false)),
        markSeen: fromPromise(() => Promise.resolve()),
      },
      actions: { clearStoredTour: () => undefined, logFailure: () => undefined },
    });
    const actor = createActor(machine, {
      input: { pageId: 'preview', steps: STEPS, isTargetPresent: isTargetOnPage },
    }).start();
    const view = render(<TourView actor={actor} />);
    await waitFor(() => expect(actor.getSnapshot().matches('WaitingForTargets')).toBe(true));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    view.rerender(
      <>
        <Page />
        <TourView actor={actor} />
      </>,
    );
    await tooltipTitled('Resource type');
  });
});

describe('tour target presence in the page', () => {
  it('a target is present when it is mounted and not hidden', () => {
    render(
      <div>
        <p id="shown">x</p>
        <div style={{ display: 'none' }}>
          <p id="inside-hidden">y</p>
        </div>
        <p id="invisible" style={{ visibility: 'hidden' }}>
          z
        </p>
      </div>,
    );
    expect(isTargetOnPage('#shown')).toBe(true);
    expect(isTargetOnPage('#inside-hidden')).toBe(false);
    expect(isTargetOnPage('#invisible')).toBe(false);
    expect(isTargetOnPage('#nowhere')).toBe(false);
    expect(isTargetOnPage('[[not a selector')).toBe(false);
  });
});
