import { describe, expect, it } from 'vitest';
import { decideAccess, routeById, ROUTES } from '@/domain/access/routes';
import { ADMIN_CONSOLE, consoleLinks } from '@/domain/navigation/adminConsole';
import { ROLES } from '@/domain/session/userInfo';

const adminOnly = ROUTES.filter(
  (route) => route.access !== 'public' && route.access.length === 1 && route.access[0] === 'admin',
);
const onHome = ADMIN_CONSOLE.flatMap((group) => group.screens);

describe('the admin console map', () => {
  it('lists every admin-only screen whose address has no parameter, once', () => {
    const reachable = adminOnly.filter((route) => !route.path.includes(':')).map((r) => r.id);
    const listed = onHome.map((s) => s.routeId);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(reachable));
  });

  it('leads only where an admin is let in, and says what each screen is for', () => {
    for (const s of onHome) {
      expect(routeById(s.routeId).path).toBe(s.to);
      expect(decideAccess(routeById(s.routeId), { role: 'admin' })).toEqual({ kind: 'allow' });
      expect(s.purpose.trim().length).toBeGreaterThan(10);
    }
  });

  it('keeps header links for admins only, each one a screen of the map', () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) expect(consoleLinks(role)).toEqual([]);
    expect(consoleLinks(null)).toEqual([]);
    const links = consoleLinks('admin');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(onHome.map((s) => s.to)).toContain(link.to);
  });
});
