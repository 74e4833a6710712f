import { Link } from 'react-router-dom';
import type { StoryOffers as Offers } from '@/application/resources/creation.machine';
import type { StoryOffer } from '@/application/resources/ports';
import { ADD_RESOURCE_PATH } from '@/domain/access/routes';

export interface StoryOffersProps {
  readonly offers: Offers;
  /** The teacher chose a story: it is written at once with the rest of the draft as it is. */
  readonly onChoose: (title: string) => void;
  readonly disabled: boolean;
}

function OfferList({
  offers,
  onChoose,
  disabled,
}: {
  readonly offers: readonly StoryOffer[];
  readonly onChoose: (title: string) => void;
  readonly disabled: boolean;
}) {
  return (
    <ul className="story-offer-list">
      {offers.map((offer) => (
        <li key={offer.id}>
          <button
            type="button"
            className="button button-quiet"
            disabled={disabled}
            onClick={() => onChoose(offer.title)}
          >
            Write “{offer.title}”
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the teacher can do when the built-in generator has no story on their subject: write one
 * of the stories nearest it or any other it has, or bring their own text. Nothing was written.
 */
export function StoryOffers({ offers, onChoose, disabled }: StoryOffersProps) {
  const { nearest, stories } = offers;
  const others = stories.filter((story) => !nearest.some((near) => near.id === story.id));
  return (
    <section className="story-offers" aria-labelledby="story-offers-title">
      <h3 id="story-offers-title">What the built-in generator can write</h3>
      {nearest.length === 0 ? null : (
        <>
          <p>Nearest to your description:</p>
          <OfferList offers={nearest} onChoose={onChoose} disabled={disabled} />
        </>
      )}
      {others.length === 0 ? null : (
        <details open={nearest.length === 0}>
          <summary>
            {nearest.length === 0
              ? `All ${String(stories.length)} stories`
              : `The other ${String(others.length)} stories`}
          </summary>
          <OfferList offers={others} onChoose={onChoose} disabled={disabled} />
        </details>
      )}
      <p>
        Or <Link to={ADD_RESOURCE_PATH}>add your own text</Link>, and Parlo makes the activities
        from it.
      </p>
    </section>
  );
}
