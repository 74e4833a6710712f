import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { selectUser } from '@/application/session/selectors';
import { homePathFor, SIGN_IN_PATH } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { PRIVACY_POLICY_URL } from '@/ui/layout/Footer';
import './landing.css';

/** The page's h1: what Parlo is for, where the route table's title ("Welcome to Parlo") names the tab. */
export const LANDING_HEADING = 'Lessons built around a text in the language your class learns';

interface Feature {
  readonly title: string;
  readonly text: string;
}

/** What Parlo is for (spec §1), in the order a teacher meets it. */
const FEATURES: readonly Feature[] = [
  {
    title: 'Texts and dialogues',
    text: 'A text, a dialogue for two or three speakers, single sentences or a comprehensible text in the language your pupils learn, at their level, with its translation in the language they speak. You read and edit every line before a pupil sees it.',
  },
  {
    title: 'Twelve question types',
    text: 'Comprehension, find the phrase, multiple choice, inference, true / false / not in the text, open questions, who said what, sentence chunks, syllables, key vocabulary, vocabulary in context and spot the mistakes, each with its answers.',
  },
  {
    title: 'Games and worksheets',
    text: 'Matching and chunk games and vocabulary slides for the lesson, and worksheets to print for work on paper.',
  },
  {
    title: 'An interactive teaching screen',
    text: 'The text on the board with gap-fill, a highlighter for parts of speech, either language shown or hidden at a key press, and the audio at the speed your class needs.',
  },
  {
    title: 'Homework',
    text: 'Set tasks to a classroom. Pupils sign in with the account their teacher creates for them, do the tasks and see their results.',
  },
];

/** For a signed-in visitor: their home instead of the invitation to sign up. */
function SignedInActions({
  name,
  home,
  homeLabel,
}: {
  name: string;
  home: string;
  homeLabel: string;
}) {
  return (
    <div className="landing-actions">
      <p className="landing-signed-in">
        {name === '' ? 'You are signed in.' : `You are signed in as ${name}.`}
      </p>
      <Link className="button button-primary" to={home} data-analytics-id="landing-home">
        {homeLabel}
      </Link>
    </div>
  );
}

/**
 * `/` (spec §2): what Parlo does for a language teacher, and what of it works today. A signed-out
 * visitor is invited to create a teacher account or sign in; a signed-in user gets a link home.
 * No pictures and no library beyond the shell's: this is the first page most people download.
 */
export function LandingPage() {
  usePageTitle('Welcome to Parlo');
  const { session } = useServices();
  const user = useSelector(session, selectUser);

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="page-title">
        <p className="page-eyebrow">For language teachers</p>
        <h1 id="page-title">{LANDING_HEADING}</h1>
        <p className="landing-lead">
          You say what your pupils need; Parlo prepares a text or a dialogue in the language they
          learn, with its translation, and turns it into questions, games and worksheets for the
          lesson and for homework.
        </p>
        {user === null ? (
          <div className="landing-actions">
            <Link
              className="button button-primary"
              to="/register"
              data-analytics-id="landing-register"
            >
              Create a teacher account
            </Link>
            <Link
              className="button button-quiet"
              to={SIGN_IN_PATH}
              data-analytics-id="landing-signin"
            >
              Sign in
            </Link>
          </div>
        ) : (
          <SignedInActions
            name={user.name}
            home={homePathFor(user.role)}
            homeLabel={user.role === 'PUPIL' ? 'Go to my homework' : 'Go to Home'}
          />
        )}
        <p className="landing-note">
          Pupils do not sign up here: their teacher creates their accounts.
        </p>
      </section>

      <section className="landing-section" aria-labelledby="landing-features">
        <h2 id="landing-features">What Parlo is for</h2>
        <ul className="landing-features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="landing-feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section" aria-labelledby="landing-today">
        <h2 id="landing-today">What works today</h2>
        <p>
          Parlo is being built one part at a time, and this page says what works now rather than
          what is promised.
        </p>
        <dl className="landing-status">
          <div>
            <dt>Available now</dt>
            <dd>
              Teacher accounts: register, confirm your e-mail address, sign in, and choose a new
              password when you forget yours; your profile with the languages you teach. Creating a
              resource from start to finish: describe a text or a dialogue and Parlo writes it with
              its translation (English, Spanish, French, German, Italian and Portuguese with no AI
              account, other languages through an AI provider), or bring your own text; review it,
              with rewrites and audio; prepare its twelve kinds of questions, the vocabulary and the
              chunks; then show it on the teaching screen, with gap-fill, the highlighter, games,
              vocabulary slides, ten screen layouts and printable worksheets. Your library of
              resources, and the resources other teachers share.
            </dd>
          </div>
          <div>
            <dt>Next</dt>
            <dd>Classrooms, pupils and homework that pupils do in the browser.</dd>
          </div>
          <div>
            <dt>After that</dt>
            <dd>Subscriptions and billing, webinars, organisations and the admin screens.</dd>
          </div>
        </dl>
        <p>A screen that is not built yet says so when you open it.</p>
      </section>

      <section className="landing-section" aria-labelledby="landing-data">
        <h2 id="landing-data">Your data</h2>
        <p>
          Accounts are kept in the database of the school or organisation that runs Parlo, and pages
          load no third-party trackers. The <a href={PRIVACY_POLICY_URL}>privacy policy</a> lists
          everything that is stored.
        </p>
      </section>
    </div>
  );
}
