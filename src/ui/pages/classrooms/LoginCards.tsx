import type { LoginCard } from '@/application/classrooms/ports';
import './classrooms.css';

/**
 * Login cards (issue #10): name, user name, password and the sign-in address, one card a pupil.
 * With `sheet`, the cards are what prints: the rest of the page stays off the paper.
 */
export function LoginCards({
  cards,
  title,
  sheet = false,
}: {
  readonly cards: readonly LoginCard[];
  /** The sheet's heading on paper and screen, such as the classroom's name. */
  readonly title: string;
  readonly sheet?: boolean;
}) {
  return (
    <section
      className={sheet ? 'login-cards-sheet' : undefined}
      aria-label={sheet ? `Printable login cards for ${title}` : undefined}
    >
      {/* A heading either way, so the cards' own headings sit under one (h1 → h2 → h3). */}
      {sheet ? <h2>Login cards: {title}</h2> : <h2 className="visually-hidden">Login cards</h2>}
      <ul className="login-cards" aria-label="Login cards">
        {cards.map((card) => (
          <li key={card.pupilId} className="login-card">
            <h3>{card.fullName}</h3>
            <dl>
              <dt>User name</dt>
              <dd>
                <code>{card.userName}</code>
              </dd>
              <dt>Password</dt>
              <dd>
                <code>{card.password}</code>
              </dd>
              <dt>Sign in at</dt>
              <dd>{card.signInAddress}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
