import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the Stripe API, for the calls Parlo's adapter makes (issue #13: "tested
 * against a local fake that speaks the API"). It listens on a free port with node:http, reads
 * the form-encoded bodies the official SDK sends (items[0][price]=…), and answers JSON shaped
 * like Stripe's, errors included ({ error: { type, message } }). It prorates as Stripe documents:
 * the unused time of the old price credited, the same time of the new price charged, each the
 * share of the seconds left in the period, rounded down.
 */

type Json = Record<string, unknown>;

export interface FakePrice {
  readonly id: string;
  readonly unitAmount: number;
  readonly currency: string;
  readonly interval: 'month' | 'year';
  readonly product: string;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  itemId: string;
  price: string;
  status: string;
  periodStart: number;
  periodEnd: number;
  schedule: string | null;
  cancelAtPeriodEnd: boolean;
  latestInvoice: string | null;
  /** Items beside the plan's: add-ons. */
  extras: { id: string; price: string; quantity: number }[];
}

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly body: Json;
  readonly idempotencyKey: string | undefined;
  readonly authorization: string | undefined;
}

export interface FakeStripe {
  /** http://127.0.0.1:<port>, for STRIPE_API_URL. */
  readonly url: string;
  readonly requests: FakeRequest[];
  readonly subscriptions: Map<string, FakeSubscription>;
  readonly invoices: Map<string, Json>;
  readonly schedules: Map<string, Json>;
  addPrice(price: FakePrice): void;
  addSubscription(input: {
    customer: string;
    price: string;
    periodStart: number;
    periodEnd: number;
  }): FakeSubscription;
  /** Every call to `path` (e.g. '/v1/invoices/create_preview') answers this error until `heal`. */
  fail(path: string, status: number, message: string): void;
  heal(): void;
  /** Whether invoices made by an upgrade are paid at once (a card on file) or left open. */
  payUpgradesAtOnce: boolean;
  close(): Promise<void>;
}

/** `a[b][0][c]=d` pairs into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

const share = (amount: number, left: number, whole: number) =>
  whole <= 0 || left <= 0 ? 0 : left >= whole ? amount : Math.floor((amount * left) / whole);

export async function startFakeStripe(): Promise<FakeStripe> {
  const prices = new Map<string, FakePrice>();
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const requests: FakeRequest[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(counter += 1).toString().padStart(6, '0')}`;
  let url = '';

  const priceJson = (price: FakePrice) => ({
    id: price.id,
    object: 'price',
    unit_amount: price.unitAmount,
    currency: price.currency,
    product: price.product,
    recurring: { interval: price.interval, interval_count: 1 },
    active: true,
  });

  const subscriptionJson = (sub: FakeSubscription, expand: readonly string[] = []): Json => {
    const price = prices.get(sub.price);
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      schedule: sub.schedule,
      latest_invoice:
        expand.includes('latest_invoice') && sub.latestInvoice !== null
          ? invoices.get(sub.latestInvoice)
          : sub.latestInvoice,
      items: {
        object: 'list',
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            quantity: 1,
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
            price: price === undefined ? { id: sub.price } : priceJson(price),
          },
          ...sub.extras.map((extra) => ({
            id: extra.id,
            object: 'subscription_item',
            quantity: extra.quantity,
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
            price: { id: extra.price, object: 'price' },
          })),
        ],
        has_more: false,
      },
    };
  };

  /** Stripe's proration lines for moving `sub` to `newPrice` at `at`. */
  function prorationLines(sub: FakeSubscription, newPrice: FakePrice, at: number): Json[] {
    const old = prices.get(sub.price);
    const whole = sub.periodEnd - sub.periodStart;
    const left = Math.min(whole, Math.max(0, sub.periodEnd - at));
    const day = new Date(at * 1000).toISOString().slice(0, 10);
    const line = (description: string, amount: number): Json => ({
      id: nextId('il'),
      object: 'line_item',
      amount,
      currency: newPrice.currency,
      description,
      parent: { type: 'subscription_item_details', subscription_item_details: { proration: true } },
    });
    return [
      line(
        `Unused time on ${old?.product ?? sub.price} after ${day}`,
        -share(old?.unitAmount ?? 0, left, whole),
      ),
      line(
        `Remaining time on ${newPrice.product} after ${day}`,
        share(newPrice.unitAmount, left, whole),
      ),
    ];
  }

  /**
   * The lines and the change for Stripe's `items` parameter: the plan's item to another price,
   * an add-on's item to another quantity, or a new item (an add-on bought).
   */
  function changeOf(
    sub: FakeSubscription,
    items: Json[],
    at: number,
  ): { lines: Json[]; currency: string; apply: () => void } | [number, Json] {
    const lines: Json[] = [];
    const effects: (() => void)[] = [];
    let currency = 'gbp';
    const whole = sub.periodEnd - sub.periodStart;
    const left = Math.min(whole, Math.max(0, sub.periodEnd - at));
    const day = new Date(at * 1000).toISOString().slice(0, 10);
    for (const item of items) {
      const id = item.id as string | undefined;
      const wanted = item.price as string | undefined;
      const quantity = Number(item.quantity ?? 1);
      if (id === sub.itemId && wanted !== undefined) {
        const price = prices.get(wanted);
        if (price === undefined) return notFound('price', wanted);
        currency = price.currency;
        lines.push(...prorationLines(sub, price, at));
        effects.push(() => {
          sub.price = wanted;
        });
        continue;
      }
      const extra = sub.extras.find((e) => e.id === id);
      const priceId = wanted ?? extra?.price;
      const price = prices.get(priceId ?? '');
      if (price === undefined) return notFound('price', priceId);
      currency = price.currency;
      const added = quantity - (extra?.quantity ?? 0);
      lines.push({
        id: nextId('il'),
        object: 'line_item',
        amount: share(price.unitAmount * added, left, whole),
        currency,
        description: `Remaining time on ${added} × ${price.product} after ${day}`,
      });
      effects.push(() => {
        if (extra !== undefined) extra.quantity = quantity;
        else sub.extras.push({ id: nextId('si'), price: price.id, quantity });
      });
    }
    return { lines, currency, apply: () => effects.forEach((effect) => effect()) };
  }

  function invoiceJson(input: {
    customer: string;
    subscription: string | null;
    lines: Json[];
    currency: string;
    status: string;
    preview?: boolean;
  }): Json {
    const total = input.lines.reduce((sum, line) => sum + (line.amount as number), 0);
    const id = input.preview === true ? `upcoming_in_${(counter += 1)}` : nextId('in');
    return {
      id,
      object: 'invoice',
      customer: input.customer,
      currency: input.currency,
      status: input.status,
      total,
      amount_due: Math.max(0, total),
      billing_reason: 'subscription_update',
      hosted_invoice_url: input.preview === true ? null : `${url}/hosted/${id}`,
      lines: { object: 'list', data: input.lines, has_more: false },
      parent:
        input.subscription === null
          ? null
          : {
              type: 'subscription_details',
              subscription_details: { subscription: input.subscription },
            },
    };
  }

  const routes: [string, RegExp, (match: RegExpMatchArray, body: Json) => [number, Json]][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, body) => {
        const customer = { id: nextId('cus'), object: 'customer', ...body };
        customers.set(customer.id, customer);
        return [200, customer];
      },
    ],
    [
      'GET',
      /^\/v1\/prices\/([^/]+)$/,
      ([, id]) => {
        const price = prices.get(id ?? '');
        return price === undefined ? notFound('price', id) : [200, priceJson(price)];
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([, id]) => {
        const sub = subscriptions.get(id ?? '');
        return sub === undefined ? notFound('subscription', id) : [200, subscriptionJson(sub)];
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([, id], body) => {
        const sub = subscriptions.get(id ?? '');
        if (sub === undefined) return notFound('subscription', id);
        if (body.cancel_at_period_end !== undefined)
          sub.cancelAtPeriodEnd = body.cancel_at_period_end === 'true';
        const items = body.items as Json[] | undefined;
        if (items !== undefined) {
          const at = Number(body.proration_date ?? Math.floor(Date.now() / 1000));
          const change = changeOf(sub, items, at);
          if (Array.isArray(change)) return change;
          const invoice = invoiceJson({
            customer: sub.customer,
            subscription: sub.id,
            lines: change.lines,
            currency: change.currency,
            status: fake.payUpgradesAtOnce ? 'paid' : 'open',
          });
          invoices.set(invoice.id as string, invoice);
          sub.latestInvoice = invoice.id as string;
          // 'pending_if_incomplete': the items change only once the invoice is paid.
          if (fake.payUpgradesAtOnce || body.payment_behavior !== 'pending_if_incomplete')
            change.apply();
        }
        const expand = (body.expand as string[] | undefined) ?? [];
        return [200, subscriptionJson(sub, expand)];
      },
    ],
    [
      'POST',
      /^\/v1\/invoices\/create_preview$/,
      (_m, body) => {
        const sub = subscriptions.get(body.subscription as string);
        if (sub === undefined) return notFound('subscription', body.subscription as string);
        const details = body.subscription_details as Json;
        const change = changeOf(sub, details.items as Json[], Number(details.proration_date));
        if (Array.isArray(change)) return change;
        return [
          200,
          invoiceJson({
            customer: sub.customer,
            subscription: sub.id,
            lines: change.lines,
            currency: change.currency,
            status: 'draft',
            preview: true,
          }),
        ];
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, body) => {
        const lineItems = body.line_items as Json[];
        const wanted = (lineItems[0]?.price ?? '') as string;
        if (!prices.has(wanted)) return notFound('price', wanted);
        const id = nextId('cs_test');
        const session = {
          id,
          object: 'checkout.session',
          mode: body.mode,
          customer: body.customer,
          client_reference_id: body.client_reference_id,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          status: 'open',
          url: `${url}/checkout/${id}`,
        };
        sessions.set(id, session);
        return [200, session];
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules$/,
      (_m, body) => {
        const sub = subscriptions.get(body.from_subscription as string);
        if (sub === undefined) return notFound('subscription', body.from_subscription as string);
        const schedule = {
          id: nextId('sub_sched'),
          object: 'subscription_schedule',
          subscription: sub.id,
          end_behavior: 'release',
          phases: [
            {
              start_date: sub.periodStart,
              end_date: sub.periodEnd,
              items: [{ price: sub.price, quantity: 1 }],
            },
          ],
        };
        sub.schedule = schedule.id;
        schedules.set(schedule.id, schedule);
        return [200, schedule];
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([^/]+)$/,
      ([, id], body) => {
        const schedule = schedules.get(id ?? '');
        if (schedule === undefined) return notFound('subscription_schedule', id);
        const updated = { ...schedule, ...body };
        schedules.set(id ?? '', updated);
        return [200, updated];
      },
    ],
  ];

  function notFound(kind: string, id: string | undefined): [number, Json] {
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${kind}: '${id ?? ''}'`,
        },
      },
    ];
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function answer(response: ServerResponse, status: number, body: Json): void {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_fake${(counter += 1)}`,
    });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url ?? '/', 'http://fake');
      const raw = await readBody(request);
      const body = parseStripeForm(request.method === 'GET' ? address.search.slice(1) : raw);
      const key = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? 'GET',
        path: address.pathname,
        body,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        authorization: request.headers.authorization,
      });
      const failure = failures.get(address.pathname);
      if (failure !== undefined) {
        return answer(response, failure.status, {
          error: { type: 'api_error', message: failure.message },
        });
      }
      for (const [method, pattern, handle] of routes) {
        const match = method === request.method ? address.pathname.match(pattern) : null;
        if (match === null) continue;
        const [status, json] = handle(match, body);
        return answer(response, status, json);
      }
      return answer(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method} ${address.pathname}).`,
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url,
    requests,
    subscriptions,
    invoices,
    schedules,
    payUpgradesAtOnce: false,
    addPrice: (price) => prices.set(price.id, price),
    addSubscription: (input) => {
      const sub: FakeSubscription = {
        id: nextId('sub'),
        itemId: nextId('si'),
        status: 'active',
        schedule: null,
        cancelAtPeriodEnd: false,
        latestInvoice: null,
        extras: [],
        ...input,
      };
      subscriptions.set(sub.id, sub);
      return sub;
    },
    fail: (path, status, message) => failures.set(path, { status, message }),
    heal: () => failures.clear(),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error === undefined ? resolve() : reject(error))),
      ),
  };
  return fake;
}
