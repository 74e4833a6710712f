import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What replaces a form once the server has accepted it. Its heading takes the focus, so that
 * keyboard and screen-reader users land on the news rather than on a vanished button.
 */
export function Confirmation({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}
