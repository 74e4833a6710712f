import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { applyStripeEvent } from '../../adapters/billing/stripe/webhookEvents';
import type { StripeConfig } from '../../config';
import { defineRoute } from './defineRoute';

export const STRIPE_WEBHOOK_PATH = '/billing/webhooks/stripe';

export const STRIPE_NOT_CONFIGURED_MESSAGE =
  'Stripe is not configured on this Parlo: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to receive its events.';
export const MISSING_SIGNATURE_MESSAGE =
  'The Stripe-Signature header is missing: only Stripe can send events here. Nothing was changed.';
export const BAD_SIGNATURE_MESSAGE =
  'The Stripe signature does not match this payload and secret, or is too old. Nothing was changed.';

/**
 * POST /api/billing/webhooks/stripe (issue #13): Stripe tells Parlo that an invoice was paid or
 * failed, a Checkout completed, or a subscription changed. The signature is checked over the
 * exact bytes Stripe sent, so this route lives in its own encapsulated context whose parser
 * keeps the body raw; every other route keeps its JSON parser. A bad or missing signature is a
 * 400 and changes nothing; a failure while applying is a 500, which Stripe retries.
 */
export function registerStripeWebhookRoutes(app: FastifyInstance): void {
  void app.register((hooks, _options, done) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    registerWebhook(hooks);
    done();
  });
}

function registerWebhook(app: FastifyInstance): void {
  const { config, db, clock } = app.deps;
  const stripeConfig = config.stripe;
  /** Loaded on the first event: the SDK is large and most Parlos never use it. */
  let verifier: Promise<Stripe> | undefined;
  const verifierFor = (settings: StripeConfig) =>
    (verifier ??= import('../../adapters/billing/stripe/stripeClient').then(
      ({ createStripeClient }) => createStripeClient(settings),
    ));

  defineRoute(app, {
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    access: { roles: 'anyone' },
    idempotency: {
      exempt:
        'Stripe signs each event and sends no Idempotency-Key; the event id, kept in billing_events in the same transaction as its effect, makes a redelivery change nothing.',
    },
    handler: async (_input, request, reply) => {
      if (stripeConfig === undefined)
        return reply.code(404).send({ message: STRIPE_NOT_CONFIGURED_MESSAGE });
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '')
        return reply.code(400).send({ message: MISSING_SIGNATURE_MESSAGE });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stripe = await verifierFor(stripeConfig);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          body,
          signature,
          stripeConfig.webhookSecret,
          undefined,
          undefined,
          // The app's clock judges the signature's age (five minutes), as it judges tokens.
          clock.now().getTime(),
        );
      } catch {
        request.log.warn('a Stripe webhook with a bad signature was refused');
        return reply.code(400).send({ message: BAD_SIGNATURE_MESSAGE });
      }
      const result = await applyStripeEvent(db, event, clock.now());
      // The id and type only: the payload carries names and e-mail addresses.
      request.log.info({ eventId: event.id, type: event.type, result }, 'Stripe event');
      return { received: true, result };
    },
  });
}
