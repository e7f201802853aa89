import { vi } from 'vitest';

export type StripeCall = { method: string; path: string; params: URLSearchParams };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'request-id': `req_${crypto.randomUUID()}` },
  });

const missing = (id: string) =>
  json(
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such subscription: '${id}'`,
        param: 'id',
      },
    },
    404,
  );

/**
 * Stripe's API at the fetch boundary: customers, checkout and portal sessions, subscriptions and invoices,
 * answering with bodies shaped like Stripe's. `subscriptions`, `customers` and `invoices` are Stripe's
 * current state, which tests set (with `expand`ed fields already expanded).
 */
export function fakeStripe({ down = false } = {}) {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const invoices: Record<string, unknown>[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.host !== 'api.stripe.com') return realFetch(input, init);
    const body = request.method === 'GET' ? url.search : new TextDecoder().decode(await request.arrayBuffer());
    const params = new URLSearchParams(body);
    calls.push({ method: request.method, path: url.pathname, params });
    if (down) return json({ error: { type: 'api_error', message: 'Something went wrong on our end.' } }, 500);

    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      return json({
        id: `cus_test_${crypto.randomUUID().slice(0, 8)}`,
        object: 'customer',
        email: params.get('email'),
        name: params.get('name'),
        metadata: { userId: params.get('metadata[userId]') },
        livemode: false,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${crypto.randomUUID().slice(0, 8)}`;
      return json({
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer: params.get('customer'),
        client_reference_id: params.get('client_reference_id'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        livemode: false,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return json({
        id: `bps_test_${crypto.randomUUID().slice(0, 8)}`,
        object: 'billing_portal.session',
        customer: params.get('customer'),
        return_url: params.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_${crypto.randomUUID().slice(0, 8)}`,
        livemode: false,
      });
    }
    if (request.method === 'GET' && url.pathname === '/v1/subscriptions') {
      const customer = params.get('customer');
      const data = [...subscriptions.values()].filter((s) => s.customer === customer);
      return json({ object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if (request.method === 'GET' && url.pathname === '/v1/invoices') {
      const customer = params.get('customer');
      const limit = Number(params.get('limit') ?? 10);
      const data = invoices.filter((i) => i.customer === customer).slice(0, limit);
      return json({ object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    const customer = /^\/v1\/customers\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && customer?.[1]) {
      const found = customers.get(customer[1]);
      return found ? json(found) : missing(customer[1]);
    }
    const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (sub?.[1]) {
      const current = subscriptions.get(sub[1]);
      if (!current) return missing(sub[1]);
      if (request.method === 'POST' && params.has('cancel_at_period_end')) {
        const items = current.items as { data: { current_period_end: number }[] };
        current.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
        current.cancel_at = current.cancel_at_period_end ? (items.data[0]?.current_period_end ?? null) : null;
      }
      if (request.method === 'POST' && params.has('items[0][price]')) {
        const items = current.items as { data: { id: string; price: Record<string, unknown> }[] };
        const item = items.data.find((i) => i.id === params.get('items[0][id]'));
        if (item) item.price = { ...item.price, id: params.get('items[0][price]') };
        current.metadata = { ...(current.metadata as object), packId: params.get('metadata[packId]') };
      }
      return json(current);
    }
    return json(
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` } },
      404,
    );
  });
  return {
    calls,
    subscriptions,
    customers,
    invoices,
    posted: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path),
  };
}
