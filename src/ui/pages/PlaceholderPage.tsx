import { usePageTitle } from '@/ui/app/usePageTitle';

/**
 * What a route shows until the issue that builds its screen lands: the title from the route
 * table and a plain sentence saying so. The route and its guard are already real.
 */
export function PlaceholderPage({ title }: { readonly title: string }) {
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page-lead">This screen arrives in a later release.</p>
    </section>
  );
}
