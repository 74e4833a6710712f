import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PromptsGateway } from '@/application/admin/prompts/ports';
import type {
  PromptDetail,
  PromptSummary,
  PromptVersionView,
  TryPromptResult,
  TrySide,
} from '@/contract/prompts';
import type { PromptKey } from '@/domain/prompts/promptTemplate';
import { promptKeyLabel } from '@/domain/prompts/promptTemplate';
import { expectNoAxeViolations } from '../../../support/axe';
import { renderApp } from '../../../support/renderApp';

const builtIn: PromptVersionView = {
  version: 0,
  body: 'Write a {{style}} in {{targetLanguage}} at {{level}}.',
  note: '',
  author: null,
  createdAt: null,
  activatedAt: null,
  active: false,
};

/**
 * The server's prompts as the API keeps them: per key, versions 0 (built
 * in) and 1 (saved by an admin, active); saving adds a version, activating moves "active".
 */
function promptStore() {
  const versions = new Map<PromptKey, PromptVersionView[]>();
  const active = new Map<PromptKey, number>();
  const versionsOf = (key: PromptKey) => {
    const list = versions.get(key) ?? [
      builtIn,
      {
        ...builtIn,
        version: 1,
        body: 'Write {{wordCount}} words in {{targetLanguage}}.',
        note: 'shorter',
        author: 'admin@example.com',
        createdAt: '2026-11-02T09:00:00.000Z',
        activatedAt: '2026-11-02T09:00:00.000Z',
      },
    ];
    versions.set(key, list);
    return list;
  };
  const detail = (key: PromptKey): PromptDetail => {
    const list = versionsOf(key);
    const on = active.get(key) ?? list.length - 1;
    return {
      key,
      label: promptKeyLabel(key),
      activeVersion: on,
      versions: [...list]
        .map((v) => ({ ...v, active: v.version === on }))
        .sort((a, b) => b.version - a.version),
    };
  };
  const side = (label: string, sentence: string): TrySide => ({
    label,
    messages: [{ role: 'system', content: `Rules for ${label}` }],
    outcome: { kind: 'content', title: 'En el mercado', sentences: [sentence], excerpt: [] },
  });
  const gateway = {
    list: vi.fn((): Promise<readonly PromptSummary[]> =>
      Promise.resolve(
        (['text', 'chunks', 'phrase'] as const satisfies readonly PromptKey[]).map((key) => ({
          key,
          label: promptKeyLabel(key),
          activeVersion: detail(key).activeVersion,
          savedVersions: versionsOf(key).length - 1,
          activatedAt: null,
        })),
      ),
    ),
    detail: vi.fn((key: PromptKey) => Promise.resolve(detail(key))),
    save: vi.fn((key: PromptKey, request: { body: string; note: string; activate: boolean }) => {
      const list = versionsOf(key);
      const before = detail(key).activeVersion;
      const version = list.length;
      list.push({
        ...builtIn,
        version,
        body: request.body,
        note: request.note,
        author: 'admin@example.com',
        createdAt: '2026-11-20T10:00:00.000Z',
      });
      active.set(key, request.activate ? version : before);
      return Promise.resolve(detail(key));
    }),
    activate: vi.fn((key: PromptKey, version: number) => {
      active.set(key, version);
      return Promise.resolve(detail(key));
    }),
    tryDraft: vi.fn((key: PromptKey, _body: string): Promise<TryPromptResult> =>
      Promise.resolve({
        generator: 'offline',
        model: null,
        sample: 'Spanish for English speakers, A2, 80 words',
        explanation: 'The offline generator reads the placeholders it knows.',
        draft: side('Draft', 'Compro pan.'),
        active: side(`Version ${detail(key).activeVersion} (active)`, 'Vendo fruta.'),
      }),
    ),
  } satisfies PromptsGateway;
  return gateway;
}

const instructions = () => screen.getByRole('textbox', { name: 'Instructions' });
/** The versions as the table's row headers read, newest first ("2 active", "1", …). */
const versionRows = () => screen.getAllByRole('rowheader').map((th) => th.textContent);

describe('/prompt and /activity_prompt', () => {
  it('opens the resource text’s instructions at the active version, with who saved each version', async () => {
    const gateway = promptStore();
    renderApp('/prompt', { role: 'admin', adminPrompts: gateway });
    expect(await screen.findByRole('heading', { name: 'Resource text' })).toBeInTheDocument();
    expect(screen.getByText('Version 1 is active.')).toBeInTheDocument();
    expect(instructions()).toHaveValue('Write {{wordCount}} words in {{targetLanguage}}.');
    const table = screen.getByRole('table', { name: 'Versions of Resource text' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(versionRows()).toEqual(['1 active', '0']);
    expect(rows[0]).toHaveTextContent('admin@example.com');
    expect(rows[0]).toHaveTextContent('shorter');
    expect(rows[1]).toHaveTextContent('Parlo');
    expect(gateway.detail).toHaveBeenCalledWith('text');
  });

  it('refuses a placeholder the adapter does not fill, saying where and why, and sends nothing', async () => {
    const gateway = promptStore();
    const { user } = renderApp('/prompt', { role: 'admin', adminPrompts: gateway });
    await screen.findByRole('heading', { name: 'Resource text' });
    await user.clear(instructions());
    await user.paste('Write about food.\nUse {{colour}} words.');
    expect(instructions()).toHaveAttribute('aria-invalid', 'true');
    expect(instructions()).toHaveAccessibleDescription(
      expect.stringMatching(
        /^\{\{colour\}\} at line 2, column 5 is not a placeholder the adapter fills\. Use one of: \{\{targetLanguage\}\}/,
      ) as unknown,
    );
    await user.click(screen.getByRole('button', { name: 'Save and activate' }));
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(gateway.save).not.toHaveBeenCalled();
    expect(gateway.tryDraft).not.toHaveBeenCalled();

    // Closing the placeholder right clears the message.
    await user.clear(instructions());
    await user.paste('Use {{level}} words.');
    expect(instructions()).toHaveAttribute('aria-invalid', 'false');
    expect(instructions()).not.toHaveAccessibleDescription();
  });

  it('saves and activates a draft with its note, and shows the new version in force', async () => {
    const gateway = promptStore();
    const { user } = renderApp('/prompt', { role: 'admin', adminPrompts: gateway });
    await screen.findByRole('heading', { name: 'Resource text' });
    await user.clear(instructions());
    await user.paste('Write a {{style}} for {{nativeLanguage}} speakers.');
    await user.type(screen.getByLabelText('Note on this version (optional)'), 'for beginners');
    await user.click(screen.getByRole('button', { name: 'Save and activate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved as version 2. Version 2 is active.',
    );
    expect(gateway.save).toHaveBeenCalledWith('text', {
      body: 'Write a {{style}} for {{nativeLanguage}} speakers.',
      note: 'for beginners',
      activate: true,
    });
    expect(screen.getByText('Version 2 is active.')).toBeInTheDocument();
    expect(versionRows()).toEqual(['2 active', '1', '0']);
    // The editor holds the version now in force, with its note box empty again.
    expect(instructions()).toHaveValue('Write a {{style}} for {{nativeLanguage}} speakers.');
    expect(screen.getByLabelText('Note on this version (optional)')).toHaveValue('');
    await vi.waitFor(() => expect(gateway.list).toHaveBeenCalledTimes(2));
  });

  it('tries the draft and shows what it made beside what the active version makes', async () => {
    const gateway = promptStore();
    const { user } = renderApp('/prompt', { role: 'admin', adminPrompts: gateway });
    await screen.findByRole('heading', { name: 'Resource text' });
    await user.clear(instructions());
    await user.paste('Write {{wordCount}} words about markets.');
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    const tried = await screen.findByRole('region', {
      name: 'Try it: the draft beside the active version',
    });
    expect(gateway.tryDraft).toHaveBeenCalledWith(
      'text',
      'Write {{wordCount}} words about markets.',
    );
    expect(tried).toHaveTextContent('Sample: Spanish for English speakers, A2, 80 words.');
    const draft = within(tried).getByRole('region', { name: 'Draft' });
    const active = within(tried).getByRole('region', { name: 'Version 1 (active)' });
    expect(within(draft).getByRole('listitem')).toHaveTextContent('Compro pan.');
    expect(within(active).getByRole('listitem')).toHaveTextContent('Vendo fruta.');
    // Trying saves nothing.
    expect(gateway.save).not.toHaveBeenCalled();
    expect(screen.getByText('Version 1 is active.')).toBeInTheDocument();
  });

  it('rolls back by activating an older version, and edits from any version', async () => {
    const gateway = promptStore();
    const { user } = renderApp('/prompt', { role: 'admin', adminPrompts: gateway });
    await screen.findByRole('heading', { name: 'Resource text' });
    await user.clear(instructions());
    await user.paste('Write {{level}} text.');
    await user.click(screen.getByRole('button', { name: 'Save and activate' }));
    await screen.findByText('Version 2 is active.');

    await user.click(await screen.findByRole('button', { name: 'Activate version 1' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Version 1 is active: the next generation uses it.',
    );
    expect(gateway.activate).toHaveBeenCalledWith('text', 1);
    expect(versionRows()).toEqual(['2', '1 active', '0']);
    expect(instructions()).toHaveValue('Write {{wordCount}} words in {{targetLanguage}}.');
    // The built-in version is not activated directly: it is edited from and saved again.
    expect(screen.queryByRole('button', { name: 'Activate version 0' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit from version 0' }));
    expect(instructions()).toHaveValue(builtIn.body);
  });

  it('lists the activity types on /activity_prompt and opens the one chosen', async () => {
    const gateway = promptStore();
    const { user, container } = renderApp('/activity_prompt', {
      role: 'admin',
      adminPrompts: gateway,
    });
    const types = await screen.findByRole('navigation', { name: 'Activity types' });
    // The resource text has its own page; nothing opens before a choice.
    expect(within(types).queryByRole('button', { name: /Resource text/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Instructions' })).toBeNull();
    const chunks = within(types).getByRole('button', {
      name: `${promptKeyLabel('chunks')} (version 1)`,
    });
    await user.click(chunks);
    expect(
      await screen.findByRole('heading', { name: promptKeyLabel('chunks') }),
    ).toBeInTheDocument();
    expect(gateway.detail).toHaveBeenCalledWith('chunks');
    expect(chunks).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(container);
  });

  it('axe finds no violation with a refused draft and a try shown', async () => {
    const gateway = promptStore();
    const { user, container } = renderApp('/prompt', { role: 'admin', adminPrompts: gateway });
    await screen.findByRole('heading', { name: 'Resource text' });
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    await screen.findByRole('region', { name: 'Try it: the draft beside the active version' });
    await user.clear(instructions());
    await user.paste('{{unclosed');
    await expectNoAxeViolations(container);
  });
});
