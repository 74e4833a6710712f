import type { Resource } from '@/application/resources/ports';
import type { ResourceImages } from './useResourceImages';
import './slides.css';

/** How the pictures are laid out: a row, a column, one picture, or a grid. */
export type SlideImagesVariant = 'strip' | 'column' | 'single' | 'gallery';

export interface SlideImagesProps {
  readonly resource: Resource;
  /** The screen's images (`useResourceImages`), the same the vocabulary slides change. */
  readonly images: ResourceImages;
  readonly variant?: SlideImagesVariant;
  /** `single`: the vocabulary slot to show; the first slot with a picture when left out. */
  readonly slot?: number;
  /** Names the group for assistive technology. */
  readonly label?: string;
}

/**
 * The pictures teachers dropped onto vocabulary slides, each with its word and translation, for
 * the teaching screen's layouts to place beside the text (a strip above it, a column beside it,
 * one picture, or a gallery). Renders nothing while the resource has no picture, so a layout
 * can always place it.
 */
export function SlideImages({
  resource,
  images,
  variant = 'gallery',
  slot,
  label = 'Vocabulary pictures',
}: SlideImagesProps) {
  const { vocabulary, language } = resource.content;
  const shown = images.images.filter(
    (loaded) => loaded.url !== null && vocabulary[loaded.image.slot] !== undefined,
  );
  const chosen =
    variant === 'single'
      ? shown.filter((loaded) => slot === undefined || loaded.image.slot === slot).slice(0, 1)
      : shown;
  if (chosen.length === 0) return null;

  return (
    <section
      className={`slide-images slide-images-${variant}`}
      aria-label={label}
      // A strip scrolls sideways: keyboard users need to be able to scroll it too.
      tabIndex={variant === 'strip' ? 0 : undefined}
    >
      <ul className="slide-images-list">
        {chosen.map(({ image, url }) => {
          const item = vocabulary[image.slot];
          if (item === undefined || url === null) return null;
          return (
            <li key={image.id}>
              <figure className="slide-images-figure">
                <img src={url} alt={item.target} lang={language.target} />
                <figcaption>
                  <span lang={language.target} dir="auto" className="slide-images-word">
                    {item.target}
                  </span>{' '}
                  <span lang={language.native} dir="auto" className="slide-images-native">
                    {item.native}
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
