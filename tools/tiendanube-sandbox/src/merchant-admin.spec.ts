import { createSandbox, type Sandbox } from './create-sandbox.js';
import type { ProductRecord } from './state.js';

/** A published product whose first variant has a price and enough stock. */
function buyable(sandbox: Sandbox): ProductRecord {
  const found = [...sandbox.state.products.values()].find(
    (p) => p.published && p.variants[0]!.price !== null && (!p.variants[0]!.stock_management || (p.variants[0]!.stock ?? 0) >= 5),
  );
  if (!found) throw new Error('no buyable product');
  return found;
}

describe("the store admin's 'Ventas'", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ products: 20 });
  });
  afterAll(() => sandbox.close());

  const post = (path: string, form: Record<string, string> = {}) =>
    fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });

  it('lists the orders with what can be done to each, and cancels, refunds and registers payments as the admin endpoints do', async () => {
    const product = buyable(sandbox);
    const paid = await sandbox.createOrder({ paid: true, products: [{ product_id: product.id, variant_id: product.variants[0]!.id }] });
    const pending = await sandbox.createOrder({ products: [{ product_id: product.id, variant_id: product.variants[0]!.id }] });
    const page = await (await fetch(`${sandbox.url}/admin/ventas`)).text();
    expect(page).toContain(`#${paid['number']}`);
    expect(page).toContain(`aria-label="Reembolsar la venta #${paid['number']}"`);
    expect(page).toContain(`aria-label="Registrar pago la venta #${pending['number']}"`);
    expect(page).not.toContain(`aria-label="Reembolsar la venta #${pending['number']}"`);

    const cancelled = await post(`/admin/ventas/${paid['id']}/cancelar`);
    expect(cancelled.status).toBe(302);
    expect(decodeURIComponent(cancelled.headers.get('location')!)).toContain(`Venta #${paid['number']} cancelada.`);
    expect(sandbox.state.orders.get(paid['id'] as number)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    await post(`/admin/ventas/${pending['id']}/pagar`);
    expect(sandbox.state.orders.get(pending['id'] as number)!.payment_status).toBe('paid');
    await post(`/admin/ventas/${pending['id']}/reembolsar`);
    expect(sandbox.state.orders.get(pending['id'] as number)).toMatchObject({ status: 'open', payment_status: 'refunded' });
    // A refused action says why, in the list.
    const again = await post(`/admin/ventas/${paid['id']}/cancelar`);
    expect(decodeURIComponent(again.headers.get('location')!)).toContain('No se pudo: The order is already cancelled');
  });

  it("edits an order's quantities, and says why it cannot", async () => {
    const product = buyable(sandbox);
    const order = await sandbox.createOrder({
      paid: true,
      products: [{ product_id: product.id, variant_id: product.variants[0]!.id, quantity: 2 }],
    });
    const variant = product.variants[0]!.id;
    const form = await (await fetch(`${sandbox.url}/admin/ventas/${order['id']}`)).text();
    expect(form).toContain(`name="cantidad-${variant}"`);
    const saved = await post(`/admin/ventas/${order['id']}/editar`, { [`cantidad-${variant}`]: '1' });
    expect(saved.status).toBe(302);
    expect(sandbox.state.orders.get(order['id'] as number)!.lines.map((l) => l.quantity)).toEqual([1]);
    const emptied = await post(`/admin/ventas/${order['id']}/editar`, { [`cantidad-${variant}`]: '0' });
    expect(emptied.status).toBe(422);
    expect(await emptied.text()).toContain('role="alert"');
    expect((await fetch(`${sandbox.url}/admin/ventas/999999`)).status).toBe(404);
  });
});
