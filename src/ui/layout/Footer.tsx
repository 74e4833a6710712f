/** Documents the footer links to: static pages of public/, served from the site root. */
export const PRIVACY_POLICY_URL = '/privacy-policy.html';
export const DATA_SHARING_AGREEMENT_URL = '/data-sharing-agreement.html';

/** The footer: privacy policy, data sharing agreement and the copyright line with the current year (spec §2). */
export function Footer({ now }: { readonly now: Date }) {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label="Legal">
          <ul className="footer-links">
            <li>
              <a
                href={PRIVACY_POLICY_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Privacy policy (opens in a new tab)"
              >
                Privacy policy
              </a>
            </li>
            <li>
              <a
                href={DATA_SHARING_AGREEMENT_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Data sharing agreement (opens in a new tab)"
              >
                Data sharing agreement
              </a>
            </li>
            {/* Generic pages (issue #14) that admins write; an unpublished one is the not-found page. */}
            <li>
              <a href="/about">About</a>
            </li>
            <li>
              <a href="/contact">Contact</a>
            </li>
            <li>
              <a href="/terms">Terms</a>
            </li>
          </ul>
        </nav>
        <p className="copyright">© {now.getFullYear()} Parlo</p>
      </div>
    </footer>
  );
}
